import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { QuestionsModule } from '../questions/questions.module';
import { UsersModule } from '../users/users.module';
import { AdminDocumentsController } from './feed/admin-documents.controller';
import { DocumentFilesService } from './files/document-files.service';
import { DocumentTextService } from './pipeline/document-text.service';
import { DocumentUploadService } from './upload/document-upload.service';
import { PdfUploadReceiver } from './upload/pdf-upload-receiver';
import { DocumentsController } from './files/documents.controller';
import { DocumentsRepository } from './documents.repository';
import { FeedRepository } from './feed/feed.repository';
import { DocumentJobsRepository } from './pipeline/document-jobs.repository';
import { DocumentsService } from './documents.service';
import { FeedController } from './feed/feed.controller';
import { SearchSuggestController } from './suggest/search-suggest.controller';
import { SearchSuggestRepository } from './suggest/search-suggest.repository';
import { DocumentJobFairness } from './pipeline/job-fairness';
import { OcrBudget } from './pipeline/ocr-budget';
import { MyDocumentsController } from './feed/my-documents.controller';
import { OcrProcessor } from './pipeline/ocr.processor';
import { DocumentReconciler } from './pipeline/document-reconciler';
import { ObjectSweeper } from './pipeline/object-sweeper';
import { ThumbnailsProcessor } from './pipeline/thumbnails.processor';
import { DocumentPagesRepository } from './pages/document-pages.repository';
import { PageImagesService } from './pages/page-images.service';
import { PagesController } from './pages/pages.controller';

/**
 * Owns papers and notes: streamed uploads, their files and thumbnails, feeds and search, and
 * each user's own uploads (/api/users/user-papers, user-notes). Uploads award points through
 * UsersModule; users never imports this module back.
 */
@Module({
  imports: [CatalogueModule, UsersModule, QuestionsModule],
  controllers: [
    FeedController,
    SearchSuggestController,
    DocumentsController,
    PagesController,
    MyDocumentsController,
    AdminDocumentsController,
  ],
  providers: [
    DocumentsRepository,
    FeedRepository,
    DocumentJobsRepository,
    DocumentsService,
    DocumentUploadService,
    PdfUploadReceiver,
    DocumentFilesService,
    ThumbnailsProcessor,
    DocumentTextService,
    OcrProcessor,
    DocumentJobFairness,
    OcrBudget,
    DocumentReconciler,
    ObjectSweeper,
    DocumentPagesRepository,
    SearchSuggestRepository,
    PageImagesService,
  ],
  exports: [DocumentsService, DocumentUploadService, PdfUploadReceiver],
})
export class DocumentsModule {}
