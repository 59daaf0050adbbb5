/**
 * The one way the app logs a failed call (the spec "only logs" many failures). A refusal the
 * server explained (a 4xx with its error envelope: a duplicate, a wrong password, a limit) is
 * expected and gets one line with its code and request id, no stack; anything else (a 5xx, no
 * answer, a bug) is logged in full.
 */
import { isApiError } from './api-client';

export function logFailure(what: string, error: unknown): void {
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    const request = error.requestId ? `, request ${error.requestId}` : '';
    console.warn(`${what}: ${error.message} (${String(error.status)} ${error.code}${request})`);
    return;
  }
  console.error(what, error);
}
