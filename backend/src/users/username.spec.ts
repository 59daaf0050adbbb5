import { USERNAME_PATTERN } from './dto/username-rule';
import { baseUsername, usernameCandidate } from './username';

describe('username derivation', () => {
  it('keeps allowed characters and turns spaces into dots', () => {
    expect(baseUsername('Ada Lovelace')).toBe('Ada.Lovelace');
    expect(baseUsername('jo_hn-doe.99')).toBe('jo_hn-doe.99');
  });

  it('strips accents and disallowed characters', () => {
    expect(baseUsername('Zoë Ñúñez!')).toBe('Zoe.Nunez');
    expect(baseUsername('a+b@c')).toBe('abc');
  });

  it('falls back to the next source when one is unusable', () => {
    expect(baseUsername('张伟', 'zhang.wei')).toBe('zhang.wei');
    expect(baseUsername(undefined, '')).toBe('user');
  });

  it('pads names that are too short', () => {
    expect(baseUsername('Al')).toBe('Aluser');
    expect(USERNAME_PATTERN.test(baseUsername('x'))).toBe(true);
  });

  it('never exceeds 30 characters, even with a numeric suffix', () => {
    const long = baseUsername('a'.repeat(80));
    expect(long.length).toBeLessThanOrEqual(26);
    for (const n of [1, 2, 99, 12345]) {
      const candidate = usernameCandidate(long, n);
      expect(USERNAME_PATTERN.test(candidate)).toBe(true);
    }
    expect(usernameCandidate('ada', 1)).toBe('ada');
    expect(usernameCandidate('ada', 7)).toBe('ada7');
  });
});
