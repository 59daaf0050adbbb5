import { Module } from '@nestjs/common';
import { BranchesController } from './branches.controller';
import { CatalogueController } from './catalogue.controller';
import { CatalogueRepository } from './catalogue.repository';
import { CatalogueService } from './catalogue.service';
import { CollegesController } from './colleges.controller';
import { CoursesController } from './courses.controller';
import { SubjectsController } from './subjects.controller';

/** Owns colleges → courses → branches → subjects (spec §3) and their admin management. */
@Module({
  controllers: [CollegesController, CoursesController, BranchesController, SubjectsController, CatalogueController],
  providers: [CatalogueRepository, CatalogueService],
  exports: [CatalogueService],
})
export class CatalogueModule {}
