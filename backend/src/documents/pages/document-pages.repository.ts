import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { DATABASE, Database } from '../../database/database.types';
import { documents } from '../../database/schema';
import { countEvent } from '../document-counters';
import type { PreviewStatus } from '../../database/schema/enums';

/** What the page viewer needs to know of a document. */
export interface PagedDocumentRow {
  id: string;
  objectKey: string;
  size: number;
  contentHash: string;
  /** Known once the thumbnail job read the PDF. */
  pageCount: number | null;
  previewStatus: PreviewStatus;
}

/** The page viewer's reads of the documents table (documents/pages/). */
@Injectable()
export class DocumentPagesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  find(id: string): Promise<PagedDocumentRow | undefined> {
    return this.db
      .select({
        id: documents.id,
        objectKey: documents.objectKey,
        size: documents.size,
        contentHash: documents.contentHash,
        pageCount: documents.pageCount,
        previewStatus: documents.previewStatus,
      })
      .from(documents)
      .where(eq(documents.id, id))
      .then((rows) => rows[0]);
  }

  /** A reader opened the document on a phone (page 1's image): counted as the PDF frame's opening is. */
  async countView(id: string): Promise<void> {
    await countEvent(this.db, id, 'views');
  }

  async exists(id: string): Promise<boolean> {
    const rows = await this.db.select({ id: documents.id }).from(documents).where(eq(documents.id, id));
    return rows.length > 0;
  }
}
