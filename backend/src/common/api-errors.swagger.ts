import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse } from '@nestjs/swagger';
import { ErrorEnvelopeDto } from './envelope';

/** Error answers documented in Swagger with the one error envelope. */
export const BadRequest = (description: string) => ApiBadRequestResponse({ type: ErrorEnvelopeDto, description });
export const NotFound = (description: string) => ApiNotFoundResponse({ type: ErrorEnvelopeDto, description });
export const Conflict = (description: string) => ApiConflictResponse({ type: ErrorEnvelopeDto, description });
