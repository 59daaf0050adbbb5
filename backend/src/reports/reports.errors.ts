import { conflict, notFound } from '../common/app-exception';
import { defineErrorCodes } from '../common/error-codes';

/** Codes of reports (its rate limit's code is in common.errors.ts, beside the throttler). */
export const ReportCode = defineErrorCodes('reports', {
  NOT_FOUND: 'REPORT.NOT_FOUND',
  ALREADY_OPEN: 'REPORT.ALREADY_OPEN',
  ALREADY_RESOLVED: 'REPORT.ALREADY_RESOLVED',
});

export const reportNotFound = () => notFound(ReportCode.NOT_FOUND, 'Report not found');
export const reportAlreadyOpen = () =>
  conflict(ReportCode.ALREADY_OPEN, 'You already have an open report on this document');
export const reportAlreadyResolved = () =>
  conflict(ReportCode.ALREADY_RESOLVED, 'This report has already been resolved');
