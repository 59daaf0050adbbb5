import { setNewest } from './bounded-map';

describe('setNewest', () => {
  it('keeps at most max entries, dropping the oldest first', () => {
    const map = new Map<string, number>();
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) setNewest(map, key, i, 3);
    expect([...map]).toEqual([
      ['b', 1],
      ['c', 2],
      ['d', 3],
    ]);
  });

  it('a key set again becomes the newest, so a hit kept fresh outlives older entries', () => {
    const map = new Map<string, number>();
    setNewest(map, 'a', 1, 2);
    setNewest(map, 'b', 2, 2);
    setNewest(map, 'a', 1, 2);
    setNewest(map, 'c', 3, 2);
    expect([...map.keys()]).toEqual(['a', 'c']);
  });

  it('updates a value in place of adding one', () => {
    const map = new Map([['a', 1]]);
    setNewest(map, 'a', 5, 1);
    expect([...map]).toEqual([['a', 5]]);
  });

  it('trims a map that was already over max', () => {
    const map = new Map([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    setNewest(map, 'd', 4, 1);
    expect([...map]).toEqual([['d', 4]]);
  });
});
