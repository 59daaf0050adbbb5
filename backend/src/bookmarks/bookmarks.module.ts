import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { BookmarksController } from './bookmarks.controller';
import { BookmarksRepository } from './bookmarks.repository';
import { BookmarksService } from './bookmarks.service';

/** Owns users' bookmarks of documents. */
@Module({
  imports: [DocumentsModule],
  controllers: [BookmarksController],
  providers: [BookmarksRepository, BookmarksService],
})
export class BookmarksModule {}
