import { Module } from '@nestjs/common';
import { ADMIN_CATALOGUE_CONTROLLERS } from './admin-catalogue.controller';
import { CatalogueCache, DocumentCountsCache, SuggestionCache } from './catalogue-cache';
import { CATALOGUE_CONTROLLERS } from './catalogue.controller';
import { CatalogueRepository } from './catalogue.repository';
import { CatalogueService } from './catalogue.service';

/**
 * Owns colleges → courses → branches → subjects (spec §3), their public reads and their admin
 * management: a public and an admin controller stamped per kind of the chain.
 */
@Module({
  controllers: [...CATALOGUE_CONTROLLERS, ...ADMIN_CATALOGUE_CONTROLLERS],
  providers: [CatalogueRepository, CatalogueCache, DocumentCountsCache, SuggestionCache, CatalogueService],
  exports: [CatalogueService],
})
export class CatalogueModule {}
