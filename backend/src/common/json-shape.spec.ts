import { jsonShapeProblem } from './json-shape';

describe('jsonShapeProblem', () => {
  it('accepts ordinary bodies', () => {
    expect(jsonShapeProblem('{"email":"a@b.c","password":"x,y{[\\"]}"}')).toBeUndefined();
    expect(jsonShapeProblem('[]')).toBeUndefined();
    expect(jsonShapeProblem('"just a string"')).toBeUndefined();
  });

  it('refuses deep nesting before parsing it', () => {
    expect(jsonShapeProblem('['.repeat(100_000) + ']'.repeat(100_000))).toBe('depth');
    expect(jsonShapeProblem('{"a":'.repeat(9) + '1' + '}'.repeat(9))).toBe('depth');
    expect(jsonShapeProblem('{"a":'.repeat(8) + '1' + '}'.repeat(8))).toBeUndefined();
  });

  it('refuses too many keys or elements', () => {
    const keys = Array.from({ length: 100_000 }, (_, n) => `"k${n}":1`).join(',');
    expect(jsonShapeProblem(`{${keys}}`)).toBe('values');
    expect(jsonShapeProblem(`[${'1,'.repeat(2000)}1]`)).toBe('values');
  });

  it('does not count brackets and commas inside strings, escaped quotes included', () => {
    const tricky = JSON.stringify({ a: '[[[[[[[[[[[[{{{{{{{{,,,,,,,,'.repeat(200), b: 'say \\"hi\\" [' });
    expect(jsonShapeProblem(tricky)).toBeUndefined();
  });
});
