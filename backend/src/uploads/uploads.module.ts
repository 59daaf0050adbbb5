import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { DraftSweeper } from './draft-sweeper';
import { NearDuplicates } from './near-duplicates';
import { UploadAnalysisProcessor } from './upload-analysis.processor';
import { UploadsController } from './uploads.controller';
import { UploadsRepository } from './uploads.repository';
import { UploadsService } from './uploads.service';

/**
 * The smart upload (issue 26): drafts (/api/uploads), their analysis job in the worker, the
 * near-duplicate lookup, and the expiry sweep. Publishing goes through DocumentsModule's upload.
 */
@Module({
  imports: [DocumentsModule],
  controllers: [UploadsController],
  providers: [UploadsRepository, UploadsService, UploadAnalysisProcessor, NearDuplicates, DraftSweeper],
  exports: [UploadsRepository],
})
export class UploadsModule {}
