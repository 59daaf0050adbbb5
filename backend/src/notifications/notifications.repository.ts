import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DATABASE, Database, Transaction } from '../database/database.types';
import { notifications, users } from '../database/schema';
import type { NotificationKind } from '../database/schema/enums';

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  payload: Record<string, unknown>;
  /** Same key for the same user: recorded once (a job run twice notifies once). */
  dedupeKey?: string;
}

export interface NotificationListRow {
  id: string;
  kind: NotificationKind;
  payload: Record<string, unknown>;
  createdAt: Date;
  readAt: Date | null;
  cursorCreatedAt: string;
}

@Injectable()
export class NotificationsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Returns the users actually notified now (not those who had this dedupeKey already). */
  async insert(rows: NewNotification[], tx: Transaction | Database = this.db): Promise<string[]> {
    if (rows.length === 0) return [];
    const inserted = await tx
      .insert(notifications)
      .values(rows.map((row) => ({ ...row, dedupeKey: row.dedupeKey ?? null })))
      .onConflictDoNothing()
      .returning({ userId: notifications.userId });
    return inserted.map((row) => row.userId);
  }

  /** Newest first, keyset-paged on (created_at, id); one more row than asked tells of a next page. */
  page(
    userId: string,
    cursor: { createdAt: string; id: string } | undefined,
    limit: number,
  ): Promise<NotificationListRow[]> {
    return this.db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        payload: notifications.payload,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
        cursorCreatedAt: sql<string>`${notifications.createdAt}::text`,
      })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          cursor
            ? sql`(${notifications.createdAt}, ${notifications.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit + 1);
  }

  async unreadCount(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.n ?? 0;
  }

  /** Marks the user's unread entries (of `ids`, or all) read; another user's ids are not touched. */
  async markRead(userId: string, ids: string[] | 'all'): Promise<number> {
    const marked = await this.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          ids === 'all' ? undefined : inArray(notifications.id, ids),
        ),
      )
      .returning({ id: notifications.id });
    return marked.length;
  }

  /** The user's e-mail switch; undefined when there is no such user. */
  async notifyByEmail(userId: string): Promise<boolean | undefined> {
    const [row] = await this.db.select({ on: users.notifyByEmail }).from(users).where(eq(users.id, userId));
    return row?.on;
  }

  async setNotifyByEmail(userId: string, on: boolean): Promise<boolean> {
    const updated = await this.db
      .update(users)
      .set({ notifyByEmail: on })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    return updated.length > 0;
  }

  /** Of these users, those who take e-mail: address and name for the mail. */
  mailable(userIds: string[], tx: Transaction | Database = this.db) {
    if (userIds.length === 0) return Promise.resolve([]);
    return tx
      .select({ id: users.id, email: users.email, username: users.username })
      .from(users)
      .where(and(inArray(users.id, userIds), eq(users.notifyByEmail, true), eq(users.isVerified, true)));
  }
}
