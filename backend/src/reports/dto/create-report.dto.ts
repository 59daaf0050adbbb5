import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { NoNul } from '../../common/plain-text';

export const REPORT_REASONS = ['wrong-details', 'duplicate', 'illegible', 'copyright', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

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
