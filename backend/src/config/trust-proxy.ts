/**
 * TRUST_PROXY: which direct peers may tell us the client's address through X-Forwarded-For.
 * Off by default, so a client can never choose its own IP (per-IP limits would mean nothing).
 * Behind a reverse proxy, name the proxies (addresses, CIDRs, or proxy-addr's `loopback`,
 * `linklocal`, `uniquelocal`) or give the number of proxy hops in front of the app.
 *
 * Fastify is never handed the parsed value itself: Fastify 5.12 turns a numeric hop count into
 * "trust nobody" (its own fail-closed choice), so `TRUST_PROXY=1` silently did nothing and every
 * client behind nginx had nginx's address. compileTrustProxy makes every accepted form one
 * explicit function of (address, hop) that Fastify, the metrics check and the connection cap share.
 */
import { BlockList, isIP } from 'node:net';

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

/**
 * proxy-addr calls this for each address from the right: hop 0 is the TCP peer, hop 1 the last
 * X-Forwarded-For entry, and so on; the client is the first address not trusted (or the
 * leftmost). A hop count n trusts hops 0..n-1, so the client is the n-th entry from the right.
 */
export type TrustFunction = (address: string, hop: number) => boolean;

/** The named ranges proxy-addr knows, as CIDRs. */
const NAMED_CIDRS: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** An IPv4-mapped IPv6 address (::ffff:1.2.3.4) as its IPv4 form; anything else as it is. */
function unmapped(address: string): string {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return match?.[1] ?? address;
}

function addCidr(list: BlockList, cidr: string): void {
  const [address = '', bits] = cidr.split('/');
  const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
  if (bits === undefined) list.addAddress(unmapped(address), isIP(unmapped(address)) === 4 ? 'ipv4' : family);
  else list.addSubnet(address, Number(bits), family);
}

/**
 * The one function Fastify's `trustProxy` is given (false: nobody is trusted, request.ip is
 * the TCP peer). A hop count trusts the nearest n hops whatever their address, so it is only
 * safe when nothing but the proxy can reach the app; a list trusts those addresses only.
 */
export function compileTrustProxy(trust: TrustProxy): TrustFunction | false {
  if (trust === false || trust === 0) return false;
  if (typeof trust === 'number') {
    const hops = trust;
    return (_address, hop) => hop < hops;
  }
  const list = new BlockList();
  for (const entry of trust) for (const cidr of NAMED_CIDRS[entry] ?? [entry]) addCidr(list, cidr);
  return (address) => {
    const plain = unmapped(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/** Whether the TCP peer `address` is a proxy TRUST_PROXY trusts (with a hop count: every peer). */
export function isTrustedPeer(trust: TrustFunction | false, address: string | undefined): boolean {
  return trust !== false && address !== undefined && trust(address, 0);
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
