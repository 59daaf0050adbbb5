/**
 * Turns what a person types into a PostgreSQL prefix tsquery: `operating syst` → `operating:* & syst:*`.
 * Only letters and digits survive, so the result can never carry tsquery operators; it is still
 * passed to to_tsquery as a bound parameter, never spliced into SQL.
 */
export const MAX_SEARCH_WORDS = 8;
const MAX_WORD_LENGTH = 64;

export function toPrefixTsQuery(input: string): string | undefined {
  const words =
    input
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words.map((w) => w.slice(0, MAX_WORD_LENGTH)))].slice(0, MAX_SEARCH_WORDS);
  return unique.length === 0 ? undefined : unique.map((w) => `${w}:*`).join(' & ');
}
