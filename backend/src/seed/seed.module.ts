import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { SampleDocumentsService } from './sample-documents.service';
import { SeedRepository } from './seed.repository';
import { SeedService } from './seed.service';

/** First-start content: the demo catalogue, the sample documents (embedded installs) and the admin. */
@Module({
  imports: [CatalogueModule],
  providers: [SeedRepository, SeedService, SampleDocumentsService],
  exports: [SeedService],
})
export class SeedModule {}
