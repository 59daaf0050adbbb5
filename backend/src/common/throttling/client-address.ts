/**
 * The key a client address is counted under by every per-address limit: an IPv4 address as it
 * is (an IPv4-mapped IPv6 address counts as its IPv4 form), an IPv6 address by its /64 prefix.
 * One IPv6 subscriber is usually given a whole /64, so counting single IPv6 addresses would hand
 * each client 2^64 fresh budgets.
 */
import { isIP } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  const zoneless = address.split('%')[0] ?? '';
  if (isIP(zoneless) !== 6) return undefined;
  let text = zoneless;
  // A trailing dotted IPv4 part (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) becomes two hex groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  const parts = tail === undefined ? left : [...left, ...Array<string>(missing).fill('0'), ...right];
  return parts.map((part) => parseInt(part, 16));
}

/** `4:1.2.3.4` for IPv4 (and IPv4-mapped IPv6), `6:2001:db8:1:2::/64` for any other IPv6 address. */
export function addressKey(address: string): string {
  if (isIP(address) === 4) return `4:${address}`;
  const groups = ipv6Groups(address);
  if (!groups) return `?:${address.slice(0, 64)}`;
  const isMapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (isMapped) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `4:${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  }
  return `6:${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
