import { isPrivateAddress, mayReadMetrics } from './metrics-access';

describe('isPrivateAddress', () => {
  it('accepts loopback, RFC 1918, link-local and unique-local addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.254',
      '192.168.1.10',
      '169.254.1.1',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.7',
      '::FFFF:127.0.0.1',
    ]) {
      expect([ip, isPrivateAddress(ip)]).toEqual([ip, true]);
    }
  });

  it('refuses public and malformed addresses', () => {
    for (const ip of [
      '8.8.8.8',
      '172.32.0.1',
      '100.64.0.1',
      '203.0.113.5',
      '2001:db8::1',
      '::ffff:8.8.8.8',
      'localhost',
      '',
      'not-an-ip',
    ]) {
      expect([ip, isPrivateAddress(ip)]).toEqual([ip, false]);
    }
  });
});

describe('mayReadMetrics', () => {
  const token = 'scrape-token-0123456789';
  const ask = (
    ip: string,
    headers: Record<string, string> = {},
    options: { token?: string; trustProxy?: false | number | string[] } = {},
  ) => mayReadMetrics({ ip, headers }, { token: options.token, trustProxy: options.trustProxy ?? false });

  it('lets a direct peer on the private network scrape without a token', () => {
    expect(ask('127.0.0.1')).toBe(true);
    expect(ask('10.0.3.4')).toBe(true);
    expect(ask('203.0.113.5')).toBe(false);
  });

  it('treats a request relayed by an untrusted proxy as public', () => {
    expect(ask('127.0.0.1', { 'x-forwarded-for': '203.0.113.5' })).toBe(false);
    expect(ask('127.0.0.1', { forwarded: 'for=203.0.113.5' })).toBe(false);
    // With TRUST_PROXY, request.ip is already the client's address.
    expect(ask('10.0.0.9', { 'x-forwarded-for': '10.0.0.9' }, { trustProxy: ['loopback'] })).toBe(true);
    expect(ask('203.0.113.5', { 'x-forwarded-for': '203.0.113.5' }, { trustProxy: ['loopback'] })).toBe(false);
  });

  it('judges a relayed request by every address in the chain, not by the proxy', () => {
    const relayed = (peer: string, ip: string, forwardedFor: string, trustProxy: false | number | string[]) =>
      mayReadMetrics(
        { ip, headers: { 'x-forwarded-for': forwardedFor }, socket: { remoteAddress: peer } },
        { trustProxy },
      );
    // A loopback nginx relaying a public client: refused with any TRUST_PROXY, hop count included.
    expect(relayed('127.0.0.1', '203.0.113.5', '203.0.113.5', 1)).toBe(false);
    expect(relayed('127.0.0.1', '203.0.113.5', '203.0.113.5', ['loopback'])).toBe(false);
    // A forged private entry before the client's own does not help, nor does a request.ip that
    // a too-generous trust made private.
    expect(relayed('127.0.0.1', '10.0.0.1', '10.0.0.1, 203.0.113.5', 2)).toBe(false);
    expect(relayed('203.0.113.5', '10.0.0.1', '10.0.0.1', 1)).toBe(false);
    expect(relayed('127.0.0.1', '10.0.0.1', 'unknown', ['loopback'])).toBe(false);
    // A private client through a private proxy: the same as asking directly.
    expect(relayed('10.0.0.2', '10.0.0.9', '10.0.0.9', 1)).toBe(true);
    // Forwarded is not read, so it is never vouched for.
    expect(
      mayReadMetrics(
        { ip: '10.0.0.9', headers: { forwarded: 'for=10.0.0.9' }, socket: { remoteAddress: '10.0.0.2' } },
        { trustProxy: 1 },
      ),
    ).toBe(false);
  });

  it('opens to the bearer token from anywhere, and checks any credential presented', () => {
    expect(ask('203.0.113.5', { authorization: `Bearer ${token}` }, { token })).toBe(true);
    expect(ask('127.0.0.1', { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.5' }, { token })).toBe(
      true,
    );
    expect(ask('203.0.113.5', { authorization: 'Bearer wrong-token-0123456789' }, { token })).toBe(false);
    expect(ask('127.0.0.1', { authorization: 'Bearer wrong-token-0123456789' }, { token })).toBe(false);
    expect(ask('127.0.0.1', { authorization: `Basic ${token}` }, { token })).toBe(false);
    // Without METRICS_TOKEN no bearer opens anything.
    expect(ask('203.0.113.5', { authorization: `Bearer ${token}` })).toBe(false);
  });
});
