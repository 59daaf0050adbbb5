import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { UsersModule } from '../users/users.module';
import { AdminDocumentsController } from './admin-documents.controller';
import { DocumentFilesService } from './document-files.service';
import { DocumentTextService } from './document-text.service';
import { DocumentUploadService } from './document-upload.service';
import { DocumentsController } from './documents.controller';
import { DocumentsRepository } from './documents.repository';
import { DocumentsService } from './documents.service';
import { FeedController } from './feed.controller';
import { DocumentJobFairness } from './job-fairness';
import { OcrBudget } from './ocr-budget';
import { MyDocumentsController } from './my-documents.controller';
import { OcrProcessor } from './ocr.processor';
import { DocumentReconciler } from './document-reconciler';
import { ThumbnailsProcessor } from './thumbnails.processor';

/**
 * Owns papers and notes: streamed uploads, their files and thumbnails, feeds and search, and
 * each user's own uploads (/api/users/user-papers, user-notes). Uploads award points through
 * UsersModule; users never imports this module back.
 */
@Module({
  imports: [CatalogueModule, UsersModule],
  controllers: [FeedController, DocumentsController, MyDocumentsController, AdminDocumentsController],
  providers: [
    DocumentsRepository,
    DocumentsService,
    DocumentUploadService,
    DocumentFilesService,
    ThumbnailsProcessor,
    DocumentTextService,
    OcrProcessor,
    DocumentJobFairness,
    OcrBudget,
    DocumentReconciler,
  ],
  exports: [DocumentsService],
})
export class DocumentsModule {}
