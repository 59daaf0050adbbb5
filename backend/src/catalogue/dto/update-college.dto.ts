import { PartialType } from '@nestjs/swagger';
import { CreateCollegeDto } from './create-college.dto';

/** Any part of the create body; a field sent as null is refused (every catalogue column is required). */
export class UpdateCollegeDto extends PartialType(CreateCollegeDto, { skipNullProperties: false }) {}
