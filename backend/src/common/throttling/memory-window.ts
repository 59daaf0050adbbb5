/**
 * The in-process rate-limit counter (no REDIS_URL, or Redis unreachable): the same fixed window
 * and block key as throttler.storage.ts's Redis script, so a limit counts the same either way.
 *
 * Why not @nestjs/throttler's own ThrottlerStorageService: it keeps one expiry time per hit and
 * filters that array on every request (and spreads it into Math.min), so a key allowed N hits a
 * window costs O(N) time and garbage per request. With a generous limit (the bench's search row
 * allows ~10⁹ a minute) that was a third of the API's CPU and its p99. This is O(1) per request.
 */

export interface WindowCount {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends. */
  windowMs: number;
  blocked: boolean;
  /** Milliseconds until the block ends (the window's end when no block duration is set). */
  blockMs: number;
}

interface Entry {
  hits: number;
  windowEnds: number;
  blockEnds: number;
}

/** Expired entries are dropped this often (and whenever the map passes MAX_KEYS). */
const SWEEP_MS = 60_000;
/** Past this many keys (one per client and limit), a sweep runs before a new key is added. */
const MAX_KEYS = 100_000;

export class MemoryWindowCounter {
  private readonly entries = new Map<string, Entry>();
  private sweeper?: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts a hit on `key` (unless it is blocked) against `limit` per `ttlMs` window. */
  increment(key: string, ttlMs: number, limit: number, blockMs: number): WindowCount {
    this.startSweeper();
    const now = this.now();
    let entry = this.entries.get(key);
    if (entry && entry.blockEnds > now) {
      return {
        hits: entry.hits,
        windowMs: Math.max(entry.windowEnds - now, 0),
        blocked: true,
        blockMs: entry.blockEnds - now,
      };
    }
    if (!entry || entry.windowEnds <= now) {
      if (!entry && this.entries.size >= MAX_KEYS) this.sweep();
      entry = { hits: 0, windowEnds: now + ttlMs, blockEnds: 0 };
      this.entries.set(key, entry);
    }
    entry.hits += 1;
    const windowMs = entry.windowEnds - now;
    if (entry.hits <= limit) return { hits: entry.hits, windowMs, blocked: false, blockMs: 0 };
    if (blockMs > 0) {
      entry.blockEnds = now + blockMs;
      return { hits: entry.hits, windowMs, blocked: true, blockMs };
    }
    return { hits: entry.hits, windowMs, blocked: true, blockMs: windowMs };
  }

  /** Keys held (for tests and the sweep's bound). */
  get size(): number {
    return this.entries.size;
  }

  /** Drops every key whose window and block have both ended. */
  sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.windowEnds <= now && entry.blockEnds <= now) this.entries.delete(key);
    }
  }

  close(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = undefined;
    this.entries.clear();
  }

  private startSweeper(): void {
    if (this.sweeper) return;
    this.sweeper = setInterval(() => {
      this.sweep();
    }, SWEEP_MS);
    this.sweeper.unref();
  }
}
