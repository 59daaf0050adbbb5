import { AppException } from '../app-exception';
import fc from 'fast-check';
import { contentRange, MAX_OFFSET, parseListParams, stringList } from './list-params';

const SORTABLE = ['_id', 'collegeName', 'location'] as const;
const FILTERABLE = { q: 'text', id: 'ids', location: 'text' } as const;

describe('parseListParams', () => {
  it('returns an empty filter and no sort or range when nothing is given', () => {
    expect(parseListParams({}, SORTABLE, FILTERABLE)).toEqual({ filter: {} });
  });

  it('parses react-admin sort, range and filter', () => {
    expect(
      parseListParams(
        { sort: '["collegeName","desc"]', range: '[0,24]', filter: '{"q":"delhi","location":""}' },
        SORTABLE,
        FILTERABLE,
      ),
    ).toEqual({ sort: { field: 'collegeName', order: 'DESC' }, range: { start: 0, end: 24 }, filter: { q: 'delhi' } });
  });

  it('maps react-admin id to _id in sort and _id to id in filter', () => {
    const parsed = parseListParams({ sort: '["id","ASC"]', filter: '{"_id":["a","b"]}' }, SORTABLE, FILTERABLE);
    expect(parsed.sort).toEqual({ field: '_id', order: 'ASC' });
    expect(parsed.filter).toEqual({ id: ['a', 'b'] });
  });

  it.each([
    [{ sort: 'collegeName' }],
    [{ sort: '["password","ASC"]' }],
    [{ sort: '["collegeName","UP"]' }],
    [{ range: '[5,1]' }],
    [{ range: '[-1,3]' }],
    [{ range: '[0,5000]' }],
    [{ range: '{"a":1}' }],
    [{ filter: '[1]' }],
    [{ filter: '{"secret":1}' }],
    [{ range: '[1e20,1e20]' }],
    [{ range: '[0,1e20]' }],
    [{ range: `[${2 ** 53},${2 ** 53}]` }],
    [{ range: `[${MAX_OFFSET + 1},${MAX_OFFSET + 2}]` }],
    [{ range: '[0.5,3]' }],
    [{ range: '["0","3"]' }],
    [{ range: '[-0,-1]' }],
    [{ range: '[0,1,2]' }],
    [{ range: 'null' }],
    [{ filter: '{"q":1}' }],
    [{ filter: '{"q":["a"]}' }],
    [{ filter: `{"q":"${'x'.repeat(201)}"}` }],
    [{ filter: '{"q":"a\\u0000b"}' }],
    [{ filter: '{"q":{"$gt":""}}' }],
    [{ filter: '{"id":{"a":1}}' }],
    [{ filter: '{"id":[1,2]}' }],
    [{ filter: `{"id":[${'"a",'.repeat(1000)}"a"]}` }],
    [{ filter: '{"__proto__":{"q":1}}' }],
  ])('rejects %j with 400 LIST.INVALID_PARAMS', (raw) => {
    try {
      parseListParams(raw, SORTABLE, FILTERABLE);
      throw new Error('expected an exception');
    } catch (error) {
      expect(error).toBeInstanceOf(AppException);
      expect((error as AppException).getStatus()).toBe(400);
      expect((error as AppException).code).toBe('LIST.INVALID_PARAMS');
    }
  });
});

describe('contentRange', () => {
  it('formats the header react-admin reads', () => {
    expect(contentRange('colleges', 0, 25, 319)).toBe('colleges 0-24/319');
    expect(contentRange('colleges', 300, 19, 319)).toBe('colleges 300-318/319');
    expect(contentRange('colleges', 0, 0, 0)).toBe('colleges */0');
  });
});

describe('stringList', () => {
  it('accepts one value or a list', () => {
    expect(stringList('a')).toEqual(['a']);
    expect(stringList(['a', 2, null])).toEqual(['a', '2']);
    expect(stringList(undefined)).toBeUndefined();
  });
});

describe('parseListParams filter types', () => {
  const SUBJECTS = ['_id', 'name'] as const;
  const FILTERS = { q: 'text', id: 'ids', year: 'year', isAdmin: 'boolean', status: 'words' } as const;
  const parse = (filter: unknown) => parseListParams({ filter: JSON.stringify(filter) }, SUBJECTS, FILTERS).filter;

  it.each([99999999999, 0, -1, 11, 2 ** 31, 1.5, '2x', '-1', true, [2]])('refuses the year %j', (year) => {
    expect(() => parse({ year })).toThrow(AppException);
  });

  it('reads years as numbers (a select input may send "2") and booleans as booleans', () => {
    expect(parse({ year: 2 })).toEqual({ year: 2 });
    expect(parse({ year: '10' })).toEqual({ year: 10 });
    expect(parse({ isAdmin: 'true' })).toEqual({ isAdmin: true });
    expect(parse({ isAdmin: false })).toEqual({ isAdmin: false });
    expect(() => parse({ isAdmin: 1 })).toThrow(AppException);
  });

  it('takes one id or a list of strings, and one word or a list', () => {
    expect(parse({ id: 'a' })).toEqual({ id: ['a'] });
    expect(parse({ status: ['open', 'dismissed'] })).toEqual({ status: ['open', 'dismissed'] });
  });

  it('answers anything with params or LIST.INVALID_PARAMS', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            sort: fc.json(),
            range: fc.json(),
            filter: fc.oneof(
              fc.json(),
              fc.dictionary(fc.constantFrom(...Object.keys(FILTERS)), fc.jsonValue()).map((v) => JSON.stringify(v)),
            ),
          },
          { requiredKeys: [] },
        ),
        (raw) => {
          try {
            const params = parseListParams(raw, SUBJECTS, FILTERS);
            if (params.range) {
              expect(Number.isSafeInteger(params.range.start) && params.range.end <= MAX_OFFSET).toBe(true);
            }
          } catch (error) {
            expect((error as AppException).code).toBe('LIST.INVALID_PARAMS');
          }
        },
      ),
    );
  });
});
