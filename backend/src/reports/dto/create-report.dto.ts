import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { NoNul } from '../../common/plain-text';

import { REPORT_REASONS, type ReportReason } from '../../database/schema/enums';

// Defined once with the schema; the report DTO and repository read them from here.
export { REPORT_REASONS, type ReportReason };

export class CreateReportDto {
  @ApiProperty({ enum: REPORT_REASONS })
  @IsIn(REPORT_REASONS, { message: `reason must be one of ${REPORT_REASONS.join(', ')}` })
  reason: ReportReason;

  @ApiPropertyOptional({ maxLength: 1000 })
  @IsOptional()
  @IsString()
  @NoNul()
  @MaxLength(1000)
  note?: string;
}
