import { Injectable } from '@nestjs/common';
import { DocumentsService } from '../documents/documents.service';
import type { DocumentDto } from '../documents/dto/document.dto';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../database/pg-error';
import { BookmarksRepository } from './bookmarks.repository';
import { documentNotFound } from '../documents/documents.errors';

/** A user's saved documents (spec §4 Bookmarks: toggling adds if absent, else removes). */
@Injectable()
export class BookmarksService {
  constructor(
    private readonly repository: BookmarksRepository,
    private readonly documents: DocumentsService,
  ) {}

  async toggle(userId: string, documentId: string): Promise<{ bookmarked: boolean }> {
    if (!(await this.documents.exists(documentId))) throw documentNotFound();
    try {
      return { bookmarked: await this.repository.toggle(userId, documentId) };
    } catch (error) {
      // Deleted between the check and the insert.
      if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw documentNotFound();
      throw error;
    }
  }

  async list(userId: string): Promise<DocumentDto[]> {
    return this.documents.findManyInOrder(await this.repository.documentIds(userId));
  }
}
