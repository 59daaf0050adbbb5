import { CATALOGUE_CACHE_MAX_ENTRIES, CatalogueCache } from './catalogue-cache';

/** A load that counts its calls and answers what it is given. */
function loader<T>(value: T) {
  const fn = jest.fn(() => Promise.resolve(value));
  return fn;
}

describe('CatalogueCache', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-25T00:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('answers from its copy until the time is up, then reads again', async () => {
    const cache = new CatalogueCache({ catalogueCacheMs: 10_000 });
    const load = loader(['a']);
    expect(await cache.get('k', load)).toEqual(['a']);
    jest.advanceTimersByTime(9_999);
    expect(await cache.get('k', load)).toEqual(['a']);
    expect(load).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one read between concurrent misses of a key, and keeps keys apart', async () => {
    const cache = new CatalogueCache({ catalogueCacheMs: 10_000 });
    const load = loader(1);
    const other = loader(2);
    const answers = await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('j', other)]);
    expect(answers).toEqual([1, 1, 2]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed read', async () => {
    const cache = new CatalogueCache({ catalogueCacheMs: 10_000 });
    const failing = jest.fn(() => Promise.reject(new Error('not found')));
    await expect(cache.get('k', failing)).rejects.toThrow('not found');
    const load = loader('found');
    expect(await cache.get('k', load)).toBe('found');
    expect(cache.size).toBe(1);
  });

  it('reads again after clear(), and a read in flight during clear() is not reused', async () => {
    const cache = new CatalogueCache({ catalogueCacheMs: 10_000 });
    let release: (value: string) => void = () => undefined;
    const slow = jest.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const before = cache.get('k', slow);
    cache.clear();
    release('before the write');
    expect(await before).toBe('before the write');
    const after = loader('after the write');
    expect(await cache.get('k', after)).toBe('after the write');
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('holds at most CATALOGUE_CACHE_MAX_ENTRIES keys, dropping the oldest', async () => {
    const cache = new CatalogueCache({ catalogueCacheMs: 10_000 });
    for (let i = 0; i <= CATALOGUE_CACHE_MAX_ENTRIES; i += 1) await cache.get(`k${i}`, loader(i));
    expect(cache.size).toBe(CATALOGUE_CACHE_MAX_ENTRIES);
    const first = loader(-1);
    expect(await cache.get('k0', first)).toBe(-1);
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('is off at 0 seconds: every read goes to the database', async () => {
    const cache = new CatalogueCache({ catalogueCacheMs: 0 });
    const load = loader('x');
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });
});
