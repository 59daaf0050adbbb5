import { badRequest } from '../common/app-exception';
import { defineErrorCodes } from '../common/error-codes';

/** Codes of the question bank's search (issue 29). */
export const QuestionCode = defineErrorCodes('questions', {
  INVALID_CURSOR: 'QUESTION.INVALID_CURSOR',
  EMPTY_QUERY: 'QUESTION.EMPTY_QUERY',
});

export const invalidQuestionCursor = () => badRequest(QuestionCode.INVALID_CURSOR, 'cursor is not valid for this list');
export const emptyQuestionQuery = () =>
  badRequest(QuestionCode.EMPTY_QUERY, 'q needs at least one word of letters or digits');
