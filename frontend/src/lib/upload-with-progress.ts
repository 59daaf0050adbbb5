/**
 * A transport for the api client (`fetch`'s shape) on XMLHttpRequest, the one browser API that
 * reports upload progress. Only the upload feature uses it, so it stays out of the first load;
 * the call still goes through api-client for the envelope, errors and the refresh on a 401.
 */
import type { Transport } from './api-client';

/** Status codes whose response has no body (the Response constructor refuses one). */
export const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

const parseHeaders = (raw: string): Headers => {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
};

const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

/** A transport that calls `onProgress(percent)` as the request body goes out. */
export function uploadWithProgress(onProgress: (percent: number) => void): Transport {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init.signal ?? undefined;
      if (signal?.aborted) {
        reject(abortError());
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', url);
      xhr.withCredentials = init.credentials === 'include';
      new Headers(init.headers).forEach((value, name) => {
        xhr.setRequestHeader(name, value);
      });
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
      });
      xhr.addEventListener('load', () => {
        const status = xhr.status;
        const body = NULL_BODY_STATUSES.has(status) ? null : xhr.responseText;
        resolve(new Response(body, { status, headers: parseHeaders(xhr.getAllResponseHeaders()) }));
      });
      xhr.addEventListener('error', () => {
        reject(new TypeError('Network request failed'));
      });
      xhr.addEventListener('timeout', () => {
        reject(new DOMException('The upload timed out', 'TimeoutError'));
      });
      xhr.addEventListener('abort', () => {
        reject(abortError());
      });
      signal?.addEventListener('abort', () => {
        xhr.abort();
      });
      xhr.send(init.body === undefined ? null : (init.body as XMLHttpRequestBodyInit | null));
    });
}
