import { applyDecorators } from '@nestjs/common';
import { ApiQuery, ApiResponseOptions } from '@nestjs/swagger';
import { BadRequest } from '../api-errors.swagger';
import { MAX_FILTER_TEXT, MAX_OFFSET, MAX_RANGE } from './list-params';
import { CommonCode } from '../common.errors';

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
    BadRequest(`${CommonCode.LIST_INVALID_PARAMS}: sort, range or filter malformed`),
  );

export const contentRangeHeader = (resource: string): ApiResponseOptions['headers'] => ({
  'Content-Range': {
    description: `e.g. \`${resource} 0-24/319\` (react-admin reads the total)`,
    schema: { type: 'string' },
  },
});
