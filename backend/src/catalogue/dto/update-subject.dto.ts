import { PartialType } from '@nestjs/swagger';
import { CreateSubjectDto } from './create-subject.dto';

/** Any part of the create body; a field sent as null is refused (every catalogue column is required). */
export class UpdateSubjectDto extends PartialType(CreateSubjectDto, { skipNullProperties: false }) {}
