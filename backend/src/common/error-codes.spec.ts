import { allErrorCodes, defineErrorCodes } from './error-codes';

describe('defineErrorCodes', () => {
  it('lists every defined code once, sorted', () => {
    const codes = defineErrorCodes('spec-a', { B: 'SPEC.B', A: 'SPEC.A' });
    expect(codes.A).toBe('SPEC.A');
    const all = allErrorCodes();
    expect(all).toEqual([...all].sort());
    expect(all.filter((code) => code.startsWith('SPEC.'))).toEqual(['SPEC.A', 'SPEC.B']);
  });

  it('refuses a code another errors file already defines', () => {
    defineErrorCodes('spec-b', { X: 'SPEC.TWICE' });
    expect(() => defineErrorCodes('spec-c', { Y: 'SPEC.TWICE' })).toThrow(/SPEC\.TWICE .* spec-b and spec-c/);
  });

  it('accepts the same file loaded again (a fresh module registry in tests)', () => {
    defineErrorCodes('spec-d', { X: 'SPEC.AGAIN' });
    expect(() => defineErrorCodes('spec-d', { X: 'SPEC.AGAIN' })).not.toThrow();
  });
});
