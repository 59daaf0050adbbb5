import { PartialType } from '@nestjs/swagger';
import { CreateCourseDto } from './create-course.dto';

/** Any part of the create body; a field sent as null is refused (every catalogue column is required). */
export class UpdateCourseDto extends PartialType(CreateCourseDto, { skipNullProperties: false }) {}
