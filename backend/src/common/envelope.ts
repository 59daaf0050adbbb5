import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CommonCode } from './common.errors';

/** Every success: the spec's client reads `data.data`. */
export interface SuccessEnvelope<T> {
  success: true;
  statusCode: number;
  message: string;
  data: T;
}

export class FieldErrorDto {
  @ApiProperty({ example: 'email' }) field: string;
  @ApiProperty({ example: 'email must be an email' }) message: string;
}

/** Every failure, from the one exception filter. */
export class ErrorEnvelopeDto {
  @ApiProperty({ example: false }) success: false;
  @ApiProperty({ example: 400 }) statusCode: number;
  @ApiProperty({ example: CommonCode.VALIDATION_FAILED, description: 'Stable AREA.REASON code' }) code: string;
  @ApiProperty({ example: 'Validation failed' }) message: string;
  @ApiPropertyOptional({ type: [FieldErrorDto] }) errors?: FieldErrorDto[];
  @ApiPropertyOptional({ description: 'Extra facts, e.g. the existing document on a duplicate' })
  details?: Record<string, unknown>;
  @ApiProperty({ example: 'b0c4…' }) requestId: string;
}

/** Lets a handler choose the envelope's message (defaults to 'OK'). */
export const RESPONSE_MESSAGE = 'papershelf:response-message';
/** Marks a handler whose reply is raw (a file stream, a redirect), never wrapped. */
export const RAW_RESPONSE = 'papershelf:raw-response';
