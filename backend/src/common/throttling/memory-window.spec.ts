import { MemoryWindowCounter } from './memory-window';

describe('MemoryWindowCounter (rate limits without Redis)', () => {
  let now = 1_000_000;
  let counter: MemoryWindowCounter;
  beforeEach(() => {
    now = 1_000_000;
    counter = new MemoryWindowCounter(() => now);
  });
  afterEach(() => {
    counter.close();
  });

  it('counts hits in a fixed window that starts at the first hit and refuses past the limit', () => {
    expect(counter.increment('a', 60_000, 2, 0)).toEqual({ hits: 1, windowMs: 60_000, blocked: false, blockMs: 0 });
    now += 10_000;
    expect(counter.increment('a', 60_000, 2, 0)).toEqual({ hits: 2, windowMs: 50_000, blocked: false, blockMs: 0 });
    // No block duration: refused until the window ends.
    expect(counter.increment('a', 60_000, 2, 0)).toEqual({ hits: 3, windowMs: 50_000, blocked: true, blockMs: 50_000 });
    // Another key has its own window.
    expect(counter.increment('b', 60_000, 2, 0).blocked).toBe(false);
    now += 50_000;
    expect(counter.increment('a', 60_000, 2, 0)).toEqual({ hits: 1, windowMs: 60_000, blocked: false, blockMs: 0 });
  });

  it('blocks for the block duration, not counting refused hits, then starts a new window', () => {
    counter.increment('a', 10_000, 1, 0);
    expect(counter.increment('a', 10_000, 1, 30_000)).toMatchObject({ hits: 2, blocked: true, blockMs: 30_000 });
    now += 20_000; // the window has ended, the block has not
    expect(counter.increment('a', 10_000, 1, 30_000)).toMatchObject({ hits: 2, blocked: true, blockMs: 10_000 });
    now += 10_000;
    expect(counter.increment('a', 10_000, 1, 30_000)).toMatchObject({ hits: 1, blocked: false });
  });

  it('holds one small record per key however many hits a window allows', () => {
    for (let i = 0; i < 200_000; i += 1) counter.increment('busy', 60_000, 1e9, 0);
    expect(counter.increment('busy', 60_000, 1e9, 0).hits).toBe(200_001);
    expect(counter.size).toBe(1);
  });

  it('sweeps keys whose window and block have ended', () => {
    counter.increment('short', 1_000, 5, 0);
    counter.increment('blocked', 1_000, 0, 60_000);
    counter.increment('long', 120_000, 5, 0);
    now += 2_000;
    counter.sweep();
    expect(counter.size).toBe(2);
    now += 60_000;
    counter.sweep();
    expect(counter.size).toBe(1);
  });
});
