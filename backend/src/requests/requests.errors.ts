import { HttpStatus } from '@nestjs/common';
import { AppException, badRequest, conflict, forbidden, notFound } from '../common/app-exception';
import { defineErrorCodes } from '../common/error-codes';

/** Codes of requests for missing documents (issue 27). */
export const RequestCode = defineErrorCodes('requests', {
  NOT_FOUND: 'REQUEST.NOT_FOUND',
  NOT_OWNER: 'REQUEST.NOT_OWNER',
  NOT_OPEN: 'REQUEST.NOT_OPEN',
  DAILY_LIMIT: 'REQUEST.DAILY_LIMIT',
  INVALID_CURSOR: 'REQUEST.INVALID_CURSOR',
  EXAM_TYPE_FOR_NOTE: 'REQUEST.EXAM_TYPE_FOR_NOTE',
});

export const requestNotFound = () => notFound(RequestCode.NOT_FOUND, 'Request not found');
export const requestNotOwner = () =>
  forbidden(RequestCode.NOT_OWNER, 'Only the student who asked or an admin can withdraw this request');
export const requestNotOpen = (status: string) =>
  conflict(RequestCode.NOT_OPEN, `This request is ${status}, no longer open`, { status });
export const requestDailyLimit = (limit: number) =>
  new AppException(
    HttpStatus.TOO_MANY_REQUESTS,
    RequestCode.DAILY_LIMIT,
    `You can ask for at most ${limit} documents a day. Join ("me too") an existing request instead, or try tomorrow`,
    undefined,
    { limit },
  );
export const invalidRequestCursor = () => badRequest(RequestCode.INVALID_CURSOR, 'cursor is not valid for this list');
export const examTypeForNote = () =>
  badRequest(RequestCode.EXAM_TYPE_FOR_NOTE, 'examType is only for papers: leave it out when asking for notes');
