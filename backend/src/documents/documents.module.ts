import { forwardRef, Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { UsersModule } from '../users/users.module';
import { DocumentFilesService } from './document-files.service';
import { DocumentUploadService } from './document-upload.service';
import { DocumentsController } from './documents.controller';
import { DocumentsRepository } from './documents.repository';
import { DocumentsService } from './documents.service';
import { FeedController } from './feed.controller';
import { ThumbnailsProcessor } from './thumbnails.processor';

/**
 * Owns papers and notes: streamed uploads, their files and thumbnails, feeds and search.
 * UsersModule is a forward reference: it imports this module back for the user-papers and
 * user-notes lists (DocumentsService.listByOwner), while uploads award points through it.
 */
@Module({
  imports: [CatalogueModule, forwardRef(() => UsersModule)],
  controllers: [FeedController, DocumentsController],
  providers: [DocumentsRepository, DocumentsService, DocumentUploadService, DocumentFilesService, ThumbnailsProcessor],
  exports: [DocumentsService],
})
export class DocumentsModule {}
