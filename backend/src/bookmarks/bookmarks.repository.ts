import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import { DATABASE, Database } from '../database/database.types';
import { bookmarks } from '../database/schema';

@Injectable()
export class BookmarksRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Removes the bookmark if it exists, else adds it; one transaction, safe under double clicks. */
  toggle(userId: string, documentId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(bookmarks)
        .where(and(eq(bookmarks.userId, userId), eq(bookmarks.documentId, documentId)))
        .returning({ documentId: bookmarks.documentId });
      if (removed.length > 0) return false;
      await tx
        .insert(bookmarks)
        .values({ userId, documentId })
        .onConflictDoNothing()
        .returning({ documentId: bookmarks.documentId });
      return true;
    });
  }

  /** Bookmarked document ids, newest bookmark first. */
  async documentIds(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ documentId: bookmarks.documentId })
      .from(bookmarks)
      .where(eq(bookmarks.userId, userId))
      .orderBy(sql`${bookmarks.createdAt} desc nulls last`, desc(bookmarks.documentId)); // matches bookmarks_user_recent_idx
    return rows.map((r) => r.documentId);
  }
}
