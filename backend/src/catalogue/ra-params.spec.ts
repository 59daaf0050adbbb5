import { AppException } from '../common/app-exception';
import { contentRange, parseListParams, stringList } from './ra-params';

const SORTABLE = ['_id', 'collegeName', 'location'] as const;
const FILTERABLE = ['q', 'id', 'location'];

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
