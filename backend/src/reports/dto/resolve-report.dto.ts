import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export const REPORT_ACTIONS = ['dismiss', 'delete-document'] as const;

export class ResolveReportDto {
  @ApiProperty({
    enum: REPORT_ACTIONS,
    description: 'dismiss keeps the document; delete-document removes it (and its reports)',
  })
  @IsIn(REPORT_ACTIONS, { message: `action must be one of ${REPORT_ACTIONS.join(', ')}` })
  action: (typeof REPORT_ACTIONS)[number];
}
