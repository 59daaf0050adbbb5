import { addressKey } from './client-address';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.7')).toBe('4:203.0.113.7');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 form', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('4:203.0.113.7');
    expect(addressKey('::ffff:cb00:7107')).toBe('4:203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client', () => {
    const keys = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002:abcd::9'].map(addressKey);
    expect(new Set(keys)).toEqual(new Set(['6:2001:db8:1:2::/64']));
  });

  it('keeps different /64s apart', () => {
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::1')).toBe('6:0:0:0:0::/64');
  });

  it('ignores a zone index', () => {
    expect(addressKey('fe80::1%eth0')).toBe('6:fe80:0:0:0::/64');
  });

  it('never passes an unexpected string through unbounded', () => {
    expect(addressKey('x'.repeat(500)).length).toBeLessThanOrEqual(66);
  });
});
