import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { normalizeEmail } from '../common/email';
import { DATABASE, Database, Transaction } from '../database/database.types';
import { DATABASE_CLIENT } from '../database/database.module';
import type { DatabaseClient } from '../database/database.client';
import { documentSearchText } from '../database/document-search-text';
import { CATALOGUE_CHAIN } from '../database/catalogue-chain';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  colleges,
  documents,
  type NewDocumentRow,
  type NewUserRow,
  passwordResetGrants,
  refreshSessions,
  users,
} from '../database/schema';
import type { DemoCollege } from './demo-catalogue';

@Injectable()
export class SeedRepository {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(DATABASE_CLIENT) private readonly client: DatabaseClient,
  ) {}

  /** One process at a time (several may start at once against one database). */
  exclusively<T>(work: () => Promise<T>): Promise<T> {
    return this.client.exclusively('seed', work);
  }

  async catalogueIsEmpty(): Promise<boolean> {
    const rows = await this.db.select({ id: colleges.id }).from(colleges).limit(1);
    return rows.length === 0;
  }

  /**
   * Inserts the whole tree in one transaction, all or nothing, level by level of the chain: a
   * node's fields are its row's, but for the list of its children (named by the next level's
   * table, `courses` under a college); each row repeats its ancestors' ids.
   */
  async insertCatalogue(tree: DemoCollege[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const insertLevel = async (depth: number, nodes: readonly object[], ancestorIds: Record<string, string>) => {
        const level = CATALOGUE_CHAIN[depth];
        const below = CATALOGUE_CHAIN[depth + 1];
        if (!level) return;
        const table: PgTable = level.table;
        for (const node of nodes) {
          const fields = Object.fromEntries(Object.entries(node).filter(([key]) => key !== below?.kind));
          const [row] = await tx
            .insert(table)
            .values({ ...fields, ...ancestorIds })
            .returning({ id: level.id });
          if (!row) throw new Error(`${level.key} insert returned nothing`);
          const children: unknown = below ? Reflect.get(node, below.kind) : undefined;
          if (Array.isArray(children)) {
            await insertLevel(depth + 1, children, { ...ancestorIds, [`${level.key}Id`]: String(row.id) });
          }
        }
      };
      await insertLevel(0, tree, {});
    });
  }

  findUserByEmail(email: string) {
    return this.db
      .select({ id: users.id, isAdmin: users.isAdmin, isVerified: users.isVerified })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${normalizeEmail(email)})`)
      .then((rows) => rows[0]);
  }

  async anyAdmin(): Promise<boolean> {
    const rows = await this.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
    return rows.length > 0;
  }

  async usernameTaken(username: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`)
      .limit(1);
    return rows.length > 0;
  }

  /**
   * Makes the account a verified admin, optionally with a new password. `endSessions` revokes
   * every refresh session (access tokens die with them) and voids pending reset grants, in the
   * same transaction.
   */
  async promote(id: string, options: { passwordHash?: string; endSessions: boolean }): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          isAdmin: true,
          isVerified: true,
          ...(options.passwordHash ? { passwordHash: options.passwordHash } : {}),
        })
        .where(eq(users.id, id));
      if (!options.endSessions) return;
      await tx
        .update(refreshSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshSessions.userId, id), isNull(refreshSessions.revokedAt)));
      await tx
        .update(passwordResetGrants)
        .set({ consumedAt: new Date() })
        .where(and(eq(passwordResetGrants.userId, id), isNull(passwordResetGrants.consumedAt)));
    });
  }

  async createAdmin(email: string, username: string, passwordHash: string): Promise<void> {
    await this.db.insert(users).values({
      email,
      username,
      passwordHash,
      fullName: 'Administrator',
      college: 'PaperShelf',
      mobileNumber: '0000000000',
      isAdmin: true,
      isVerified: true,
      isInformationComplete: true,
    });
  }

  /**
   * The sample documents, their account (when it is new) and whatever `alsoInTransaction` adds for
   * each document (its thumbnail job), in one transaction: all of them or none.
   */
  async insertSamples(
    account: (NewUserRow & { id: string }) | undefined,
    rows: (Omit<NewDocumentRow, 'searchText'> & { id: string })[],
    alsoInTransaction: (tx: Transaction, documentId: string) => Promise<unknown>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (account) await tx.insert(users).values(account);
      for (const row of rows) {
        // The search text an upload gets: one SQL definition (database/document-search-text.ts).
        await tx.insert(documents).values({ ...row, searchText: documentSearchText(row) });
        await alsoInTransaction(tx, row.id);
      }
    });
  }
}
