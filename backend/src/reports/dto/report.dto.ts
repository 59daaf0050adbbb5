import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ListQueryDto } from '../../catalogue/dto/list-query.dto';
import { REPORT_REASONS, type ReportReason } from './create-report.dto';

export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

class ReportDocumentDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() title: string;
}
class ReporterDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() username: string;
}

export class ReportDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ enum: REPORT_REASONS }) reason: ReportReason;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ enum: REPORT_STATUSES }) status: ReportStatus;
  @ApiProperty() document: ReportDocumentDto;
  @ApiProperty() reporter: ReporterDto;
  @ApiProperty() createdAt: Date;
  @ApiProperty({ type: Date, nullable: true }) resolvedAt: Date | null;
}

/** `status` for the plain list; or react-admin's sort/range/filter (which may carry status). */
export class ListReportsQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: REPORT_STATUSES, description: 'Default: all, newest first' })
  @IsOptional()
  @IsIn(REPORT_STATUSES)
  status?: ReportStatus;
}
