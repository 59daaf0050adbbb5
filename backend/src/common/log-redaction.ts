/**
 * What of a request's address may be written to a log: the path, and the names of its query
 * parameters with every value replaced. Tokens, codes, e-mail addresses and search words never
 * reach a log line through a URL (a crafted or legacy link may still carry them).
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const names = url
    .slice(start + 1)
    .split('&')
    .filter(Boolean)
    .slice(0, 32)
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      return `${/^[A-Za-z0-9_.[\]-]{1,40}$/.test(name) ? name : '?'}=…`;
    });
  return `${url.slice(0, start)}?${names.join('&')}`;
}
