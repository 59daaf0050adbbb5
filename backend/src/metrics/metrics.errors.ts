import { defineErrorCodes } from '../common/error-codes';

/** The code of a metrics scrape without the right token or address. */
export const MetricsCode = defineErrorCodes('metrics', {
  FORBIDDEN: 'METRICS.FORBIDDEN',
});
