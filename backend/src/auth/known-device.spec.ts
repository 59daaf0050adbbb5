import type { AppConfig } from '../config/app-config';
import { KNOWN_DEVICE_MAX_ACCOUNTS, KNOWN_DEVICE_MAX_AGE_SECONDS, KnownDevices } from './known-device';

const config = (refreshSecret: string) => ({ env: 'test', jwt: { refreshSecret } }) as unknown as AppConfig;
const user = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const NOW = Date.UTC(2026, 10, 27, 12);

describe('known-device cookies', () => {
  const devices = new KnownDevices(config('s'.repeat(32)));

  it('knows the account it was made for, and no other', () => {
    const cookie = devices.withAccount(undefined, user(1), NOW);
    expect(devices.isKnown(cookie, user(1), NOW)).toBe(true);
    expect(devices.isKnown(cookie, user(2), NOW)).toBe(false);
    expect(devices.isKnown(undefined, user(1), NOW)).toBe(false);
    // It names no account: only an issue time and a MAC.
    expect(cookie).toMatch(/^[0-9a-z]+~[A-Za-z0-9_-]{22}$/);
    expect(cookie).not.toContain(user(1));
  });

  it('cannot be forged or altered, nor moved to another server secret', () => {
    const cookie = devices.withAccount(undefined, user(1), NOW);
    const [issued, mac = ''] = cookie.split('~');
    const flipped = `${issued}~${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const later = `${(Number.parseInt(issued ?? '0', 36) + 1).toString(36)}~${mac}`;
    for (const fake of [flipped, later, `${issued}~${'A'.repeat(22)}`, 'garbage', '', '.'.repeat(10)]) {
      expect(devices.isKnown(fake, user(1), NOW)).toBe(false);
    }
    expect(new KnownDevices(config('t'.repeat(32))).isKnown(cookie, user(1), NOW)).toBe(false);
  });

  it(`holds up to ${KNOWN_DEVICE_MAX_ACCOUNTS} accounts of one browser, the least recently used forgotten first`, () => {
    let cookie: string | undefined;
    for (let n = 1; n <= KNOWN_DEVICE_MAX_ACCOUNTS + 1; n += 1) cookie = devices.withAccount(cookie, user(n), NOW + n);
    expect(devices.isKnown(cookie, user(1), NOW + 10)).toBe(false);
    for (let n = 2; n <= KNOWN_DEVICE_MAX_ACCOUNTS + 1; n += 1)
      expect(devices.isKnown(cookie, user(n), NOW + 10)).toBe(true);
    // Logging in again renews the account's entry instead of adding a second one.
    const renewed = devices.withAccount(cookie, user(2), NOW + 20);
    expect(renewed.split('.')).toHaveLength(KNOWN_DEVICE_MAX_ACCOUNTS);
    expect(devices.isKnown(renewed, user(6), NOW + 20)).toBe(true);
  });

  it(`expires ${KNOWN_DEVICE_MAX_AGE_SECONDS / 86400} days after its issue`, () => {
    const cookie = devices.withAccount(undefined, user(1), NOW);
    expect(devices.isKnown(cookie, user(1), NOW + (KNOWN_DEVICE_MAX_AGE_SECONDS - 1) * 1000)).toBe(true);
    expect(devices.isKnown(cookie, user(1), NOW + KNOWN_DEVICE_MAX_AGE_SECONDS * 1000)).toBe(false);
    // And an entry dated far in the future is refused.
    expect(devices.isKnown(devices.withAccount(undefined, user(1), NOW + 3600_000), user(1), NOW)).toBe(false);
  });
});
