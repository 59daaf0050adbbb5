import { ApiProperty } from '@nestjs/swagger';
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
