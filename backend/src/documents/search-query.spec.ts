import { toPrefixTsQuery } from './search-query';

describe('toPrefixTsQuery', () => {
  it('prefix-matches every word, all required', () => {
    expect(toPrefixTsQuery('Operating  Syst')).toBe('operating:* & syst:*');
  });

  it('drops tsquery operators and SQL punctuation', () => {
    expect(toPrefixTsQuery("data' | !structures & (x:*) -- ; drop")).toBe('data:* & structures:* & x:* & drop:*');
    expect(toPrefixTsQuery('<->')).toBeUndefined();
  });

  it('keeps letters of any script and digits', () => {
    expect(toPrefixTsQuery('Gödel 2024 गणित')).toBe('gödel:* & 2024:* & गणित:*');
  });

  it('returns undefined for blank input', () => {
    expect(toPrefixTsQuery('   ')).toBeUndefined();
    expect(toPrefixTsQuery('')).toBeUndefined();
  });

  it('deduplicates and caps the number and length of words', () => {
    expect(toPrefixTsQuery('a a a')).toBe('a:*');
    expect(toPrefixTsQuery('1 2 3 4 5 6 7 8 9 10')?.split(' & ')).toHaveLength(8);
    expect(toPrefixTsQuery('x'.repeat(100))).toBe(`${'x'.repeat(64)}:*`);
  });
});
