/**
 * Who may read GET /metrics: a caller with `Authorization: Bearer <METRICS_TOKEN>`, or a direct
 * peer on a private or loopback address (a Prometheus on the same network). A relayed request is
 * judged by the whole chain, never by the proxy's address alone: with X-Forwarded-For, the TCP
 * peer, every address the header lists and request.ip must all be private, and TRUST_PROXY must
 * be set (without it the header is a stranger's word); one with `Forwarded` (which nothing here
 * reads) is refused. So a reverse proxy on localhost or on the private network, trusted or not,
 * never opens the metrics to the internet.
 */
import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { TrustProxy } from '../config/trust-proxy';

const PRIVATE = new BlockList();
PRIVATE.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addSubnet('169.254.0.0', 16, 'ipv4');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');
PRIVATE.addSubnet('fe80::', 10, 'ipv6');

/** Loopback, RFC 1918, link-local and IPv6 unique-local addresses (IPv4-mapped ones too). */
export function isPrivateAddress(ip: string): boolean {
  const address = ip.toLowerCase().startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(address);
  if (family === 0) return false;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function mayReadMetrics(
  request: Pick<FastifyRequest, 'headers' | 'ip'> & { socket?: { remoteAddress?: string } },
  options: { token?: string; trustProxy: TrustProxy },
): boolean {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    // A credential that is presented is checked, wherever it comes from.
    const match = /^Bearer (.+)$/.exec(authorization);
    return options.token !== undefined && match?.[1] !== undefined && sameSecret(match[1], options.token);
  }
  if (request.headers.forwarded !== undefined) return false;
  const forwardedFor = request.headers['x-forwarded-for'];
  if (forwardedFor === undefined) return isPrivateAddress(request.ip);
  if (options.trustProxy === false) return false;
  const peer = request.socket?.remoteAddress;
  const chain = [...(peer === undefined ? [] : [peer]), ...String(forwardedFor).split(','), request.ip];
  return chain.every((address) => isPrivateAddress(address.trim()));
}
