import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database/database.types';
import { documentPopularity } from '../database/schema';

/** What one event adds to a document's popularity (migration 0016; a bookmark's 5 is its trigger's). */
export const EVENT_WEIGHT = { views: 1, downloads: 3 } as const;

/**
 * Counts one view or download of a document: its counter and its popularity, both in its
 * document_popularity row (migration 0024). One narrow row rewritten, where counting in `documents`
 * rewrote a ≈ 2 KB row and wrote every word of its text vectors into their GIN indexes again.
 * A document that is gone counts nothing.
 */
export async function countEvent(db: Database, id: string, counter: keyof typeof EVENT_WEIGHT): Promise<void> {
  const column = counter === 'views' ? documentPopularity.views : documentPopularity.downloads;
  await db
    .update(documentPopularity)
    .set({
      [counter]: sql`${column} + 1`,
      popularity: sql`popularity_add(${documentPopularity.popularity}, ${EVENT_WEIGHT[counter]})`,
    })
    .where(eq(documentPopularity.documentId, id));
}
