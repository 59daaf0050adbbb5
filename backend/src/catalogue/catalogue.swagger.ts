import { applyDecorators } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiQuery,
  ApiResponseOptions,
} from '@nestjs/swagger';
import { ErrorEnvelopeDto } from '../common/envelope';

export const BadRequest = (description: string) => ApiBadRequestResponse({ type: ErrorEnvelopeDto, description });
export const NotFound = (description: string) => ApiNotFoundResponse({ type: ErrorEnvelopeDto, description });
export const Conflict = (description: string) => ApiConflictResponse({ type: ErrorEnvelopeDto, description });

/** The react-admin list parameters and the Content-Range header, documented once. */
export const ApiReactAdminList = () =>
  applyDecorators(
    ApiQuery({ name: 'sort', required: false, description: 'JSON ["field","ASC"|"DESC"]' }),
    ApiQuery({ name: 'range', required: false, description: 'JSON [start, end] (inclusive)' }),
    ApiQuery({ name: 'filter', required: false, description: 'JSON object of filters (q, id, parents)' }),
    BadRequest('LIST.INVALID_PARAMS: sort, range or filter malformed'),
  );

export const contentRangeHeader = (resource: string): ApiResponseOptions['headers'] => ({
  'Content-Range': {
    description: `e.g. \`${resource} 0-24/319\` (react-admin reads the total)`,
    schema: { type: 'string' },
  },
});
