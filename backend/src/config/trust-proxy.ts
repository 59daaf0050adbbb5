/**
 * TRUST_PROXY: which direct peers may tell us the client's address through X-Forwarded-For.
 * Off by default, so a client can never choose its own IP (per-IP limits would mean nothing).
 * Behind a reverse proxy, name the proxies (addresses, CIDRs, or proxy-addr's `loopback`,
 * `linklocal`, `uniquelocal`) or give the number of proxy hops in front of the app.
 */
import { isIP } from 'node:net';

/** What Fastify's `trustProxy` option takes: false, a hop count or a list of addresses/CIDRs. */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const OFF = new Set(['', 'false', 'off', 'no', '0']);

function isCidr(value: string): boolean {
  const [address, bits, extra] = value.split('/');
  if (extra !== undefined || address === undefined || bits === undefined || !/^\d{1,3}$/.test(bits)) return false;
  const family = isIP(address);
  return family !== 0 && Number(bits) <= (family === 4 ? 32 : 128);
}

/** Parses TRUST_PROXY; throws a message naming the variable when it is not understood. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim().toLowerCase();
  if (OFF.has(value)) return false;
  if (value === 'true' || value === 'all' || value === '*') {
    throw new Error(
      'TRUST_PROXY: trusting every peer lets any client forge its address; give the hop count (e.g. 1) or the proxy addresses/CIDRs',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error('TRUST_PROXY: a hop count must be between 0 and 10');
    return hops;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !NAMED_RANGES.has(entry) && isIP(entry) === 0 && !isCidr(entry));
  if (bad.length > 0) throw new Error(`TRUST_PROXY: not an address, CIDR or hop count: ${bad.join(', ')}`);
  return entries;
}
