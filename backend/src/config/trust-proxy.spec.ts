import Fastify from 'fastify';
import { compileTrustProxy, isTrustedPeer, parseTrustProxy, TrustProxy } from './trust-proxy';

/** request.ip as a real Fastify instance sees it, for a peer and an X-Forwarded-For header. */
async function clientIp(trust: TrustProxy, peer: string, forwardedFor?: string): Promise<string> {
  const app = Fastify({ trustProxy: compileTrustProxy(trust) });
  app.get('/', (request) => ({ ip: request.ip }));
  try {
    const res = await app.inject({
      method: 'GET',
      url: '/',
      remoteAddress: peer,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    });
    return res.json<{ ip: string }>().ip;
  } finally {
    await app.close();
  }
}

describe('TRUST_PROXY', () => {
  it('turns a hop count into the n-th address from the right (Fastify alone would trust nobody)', async () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(await clientIp(1, '10.0.0.2', '198.51.100.7')).toBe('198.51.100.7');
    // A forged entry on the left is not the client: the proxy appended the address it saw.
    expect(await clientIp(1, '10.0.0.2', '203.0.113.9, 198.51.100.7')).toBe('198.51.100.7');
    expect(await clientIp(2, '10.0.0.2', '203.0.113.9, 198.51.100.7, 10.0.0.3')).toBe('198.51.100.7');
    // Fewer hops than trusted: the leftmost address there is.
    expect(await clientIp(2, '10.0.0.2', '198.51.100.7')).toBe('198.51.100.7');
    expect(await clientIp(1, '10.0.0.2')).toBe('10.0.0.2');
  });

  it('trusts listed proxies (addresses, CIDRs, named ranges) and nobody else', async () => {
    const list = parseTrustProxy('10.0.0.0/8, loopback, 192.0.2.1');
    expect(await clientIp(list, '10.9.9.9', '198.51.100.7')).toBe('198.51.100.7');
    expect(await clientIp(list, '127.0.0.5', '198.51.100.7')).toBe('198.51.100.7');
    expect(await clientIp(list, '::ffff:192.0.2.1', '198.51.100.7')).toBe('198.51.100.7');
    // Trusted addresses are skipped from the right; the first untrusted one is the client.
    expect(await clientIp(list, '127.0.0.1', '203.0.113.9, 198.51.100.7, 10.1.1.1')).toBe('198.51.100.7');
    // A peer that is not a listed proxy is the client, whatever it writes.
    expect(await clientIp(list, '198.51.100.7', '10.1.1.1')).toBe('198.51.100.7');
    expect(await clientIp(parseTrustProxy('uniquelocal,linklocal'), 'fd00::5', '2001:db8::7')).toBe('2001:db8::7');
  });

  it('is off by default and for 0', async () => {
    for (const raw of [undefined, '', 'off', '0']) {
      expect(compileTrustProxy(parseTrustProxy(raw))).toBe(false);
    }
    expect(await clientIp(false, '127.0.0.1', '198.51.100.7')).toBe('127.0.0.1');
  });

  it('knows which TCP peers are trusted proxies', () => {
    const list = compileTrustProxy(['loopback']);
    expect(isTrustedPeer(list, '127.0.0.1')).toBe(true);
    expect(isTrustedPeer(list, '::ffff:127.0.0.1')).toBe(true);
    expect(isTrustedPeer(list, '10.0.0.1')).toBe(false);
    // A hop count trusts whatever is nearest: every peer.
    expect(isTrustedPeer(compileTrustProxy(1), '198.51.100.7')).toBe(true);
    expect(isTrustedPeer(compileTrustProxy(false), '127.0.0.1')).toBe(false);
  });

  it('refuses what it cannot honour', () => {
    for (const bad of ['true', '*', '11', 'proxy.internal', '10.0.0.0/33', '1.2.3']) {
      expect(() => parseTrustProxy(bad)).toThrow(/TRUST_PROXY/);
    }
  });
});
