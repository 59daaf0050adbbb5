import { PartialType } from '@nestjs/swagger';
import { CreateBranchDto } from './create-branch.dto';

/** Any part of the create body; a field sent as null is refused (every catalogue column is required). */
export class UpdateBranchDto extends PartialType(CreateBranchDto, { skipNullProperties: false }) {}
