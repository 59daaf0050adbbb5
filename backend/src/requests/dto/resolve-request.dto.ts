import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NoNul } from '../../common/plain-text';

export const REQUEST_ACTIONS = ['close', 'reject'] as const;

/** PUT /api/admin/requests/{id}: close (the need is gone) or reject (not a real request), with a reason. */
export class ResolveRequestDto {
  @ApiProperty({ enum: REQUEST_ACTIONS, description: 'close: no longer needed; reject: not a valid request' })
  @IsIn(REQUEST_ACTIONS, { message: `action must be one of ${REQUEST_ACTIONS.join(', ')}` })
  action: (typeof REQUEST_ACTIONS)[number];

  @ApiProperty({ maxLength: 300, description: 'Shown on the request' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @NoNul()
  @IsNotEmpty({ message: 'reason is required' })
  @MaxLength(300)
  reason: string;
}
