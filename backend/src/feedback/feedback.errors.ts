import { notFound } from '../common/app-exception';
import { defineErrorCodes } from '../common/error-codes';

/** Codes of feedback (its rate limit's code is in common.errors.ts, beside the throttler). */
export const FeedbackCode = defineErrorCodes('feedback', {
  NOT_FOUND: 'FEEDBACK.NOT_FOUND',
});

export const feedbackNotFound = () => notFound(FeedbackCode.NOT_FOUND, 'Feedback not found');
