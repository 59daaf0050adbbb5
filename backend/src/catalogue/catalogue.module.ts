import { Module } from '@nestjs/common';
import {
  AdminBranchesController,
  AdminCollegesController,
  AdminCoursesController,
  AdminSubjectsController,
} from './admin-catalogue.controller';
import { BranchesController } from './branches.controller';
import { CatalogueCache } from './catalogue-cache';
import { CatalogueRepository } from './catalogue.repository';
import { CatalogueService } from './catalogue.service';
import { CollegesController } from './colleges.controller';
import { CoursesController } from './courses.controller';
import { SubjectsController } from './subjects.controller';

/** Owns colleges → courses → branches → subjects (spec §3), their public reads and their admin management. */
@Module({
  controllers: [
    CollegesController,
    CoursesController,
    BranchesController,
    SubjectsController,
    AdminCollegesController,
    AdminCoursesController,
    AdminBranchesController,
    AdminSubjectsController,
  ],
  providers: [CatalogueRepository, CatalogueCache, CatalogueService],
  exports: [CatalogueService],
})
export class CatalogueModule {}
