import { ApiProperty } from '@nestjs/swagger';
import { REPORT_REASONS, type ReportReason } from './create-report.dto';

import { REPORT_STATUSES, type ReportStatus } from '../../database/schema/enums';

export { REPORT_STATUSES, type ReportStatus };

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
