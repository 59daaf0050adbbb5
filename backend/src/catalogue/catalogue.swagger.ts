import { applyDecorators } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiQuery,
  ApiResponseOptions,
} from '@nestjs/swagger';
import { ErrorEnvelopeDto } from '../common/envelope';
import { MAX_FILTER_TEXT, MAX_OFFSET, MAX_RANGE } from './ra-params';

export const BadRequest = (description: string) => ApiBadRequestResponse({ type: ErrorEnvelopeDto, description });
export const NotFound = (description: string) => ApiNotFoundResponse({ type: ErrorEnvelopeDto, description });
export const Conflict = (description: string) => ApiConflictResponse({ type: ErrorEnvelopeDto, description });

/** The react-admin list parameters and the Content-Range header, documented once. */
export const ApiReactAdminList = () =>
  applyDecorators(
    ApiQuery({ name: 'sort', required: false, description: 'JSON ["field","ASC"|"DESC"]' }),
    ApiQuery({
      name: 'range',
      required: false,
      description: `JSON [start, end], inclusive: whole numbers, 0 ≤ start ≤ end ≤ ${MAX_OFFSET}, at most ${MAX_RANGE} rows`,
    }),
    ApiQuery({
      name: 'filter',
      required: false,
      description:
        `JSON object of filters (q, id, parents): text at most ${MAX_FILTER_TEXT} characters, ids one or a list, ` +
        'year a whole number 1–10',
    }),
    BadRequest('LIST.INVALID_PARAMS: sort, range or filter malformed'),
  );

export const contentRangeHeader = (resource: string): ApiResponseOptions['headers'] => ({
  'Content-Range': {
    description: `e.g. \`${resource} 0-24/319\` (react-admin reads the total)`,
    schema: { type: 'string' },
  },
});
