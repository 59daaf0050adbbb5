import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import type Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { MemoryWindowCounter, type WindowCount } from './memory-window';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Fixed window counter plus a block key, atomically. KEYS: hits, block. ARGV: ttl ms, limit,
 * block ms. Returns { hits, hits ttl ms, blocked 0/1, block ttl ms }.
 */
const INCREMENT = `
local blockTtl = redis.call('PTTL', KEYS[2])
if blockTtl > 0 then
  local hits = tonumber(redis.call('GET', KEYS[1]) or '0')
  return { hits, math.max(redis.call('PTTL', KEYS[1]), 0), 1, blockTtl }
end
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
if hits > tonumber(ARGV[2]) then
  local block = tonumber(ARGV[3])
  if block > 0 then
    redis.call('SET', KEYS[2], '1', 'PX', block)
    return { hits, ttl, 1, block }
  end
  return { hits, ttl, 1, ttl }
end
return { hits, ttl, 0, 0 }
`;

/** The throttler's record of a count, in its seconds. */
const record = (count: WindowCount): ThrottlerStorageRecord => ({
  totalHits: count.hits,
  timeToExpire: Math.ceil(count.windowMs / 1000),
  isBlocked: count.blocked,
  timeToBlockExpire: Math.ceil(count.blockMs / 1000),
});

type RedisWithIncrement = Redis & {
  throttleIncrement(hitKey: string, blockKey: string, ttl: number, limit: number, block: number): Promise<number[]>;
};

/**
 * The one @nestjs/throttler storage of the app: Redis when REDIS_URL is set, so limits hold
 * across instances; otherwise a counter in this process with the same window and block
 * (memory-window.ts, which says why not the library's in-memory storage). Written here rather
 * than taken from @nest-lab/throttler-storage-redis because that package's peer range stops at
 * NestJS 11 and npm refuses it beside NestJS 12; the script is the same fixed window + block key.
 */
@Injectable()
export class AppThrottlerStorage implements ThrottlerStorage, OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Throttler');
  private readonly memory = new MemoryWindowCounter();
  private redis?: RedisWithIncrement;
  private RedisClient?: typeof import('ioredis').default;
  private degraded = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Connects at start (waiting up to 3 s), so the first limited request already finds Redis ready. */
  async onModuleInit(): Promise<void> {
    // ioredis is loaded only with REDIS_URL: a process that counts in memory never needs it.
    if (this.config.redis.url) this.RedisClient = (await import('ioredis')).default;
    this.redisWhenReady();
    const redis = this.redis;
    if (!redis || redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 3000);
      timer.unref();
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const redis = this.redisWhenReady();
    const base = `${this.config.redis.prefix}:throttle:${throttlerName}:${key}`;
    if (!redis) return record(this.memory.increment(base, ttl, limit, blockDuration));
    try {
      const [hits = 0, hitsTtl = 0, blocked = 0, blockTtl = 0] = await redis.throttleIncrement(
        `${base}:hits`,
        `${base}:block`,
        ttl,
        limit,
        blockDuration,
      );
      return record({ hits, windowMs: hitsTtl, blocked: blocked === 1, blockMs: blockTtl });
    } catch (error) {
      this.degrade(error instanceof Error ? error.message : String(error));
      return record(this.memory.increment(base, ttl, limit, blockDuration));
    }
  }

  /**
   * The shared Redis client when it is connected; undefined without REDIS_URL or while Redis is
   * unreachable. Then each instance counts on its own (the limits still hold per instance) rather
   * than refusing every limited route: an outage of the limiter must not take sign-up down.
   */
  private redisWhenReady(): RedisWithIncrement | undefined {
    if (!this.config.redis.url || !this.RedisClient) return undefined;
    if (!this.redis) {
      const redis = new this.RedisClient(this.config.redis.url, {
        maxRetriesPerRequest: 1,
        commandTimeout: 1000,
        enableOfflineQueue: false,
      });
      redis.on('error', (error: Error) => this.degrade(error.message));
      redis.on('ready', () => {
        if (this.degraded) this.logger.log('Redis is back: rate limits are shared again');
        this.degraded = false;
      });
      redis.defineCommand('throttleIncrement', { numberOfKeys: 2, lua: INCREMENT });
      this.redis = redis as RedisWithIncrement;
    }
    return this.redis.status === 'ready' ? this.redis : undefined;
  }

  private degrade(reason: string): void {
    if (this.degraded) return;
    this.degraded = true;
    this.logger.warn(`Redis unavailable (${reason}): counting rate limits in this process until it returns`);
  }

  async onApplicationShutdown(): Promise<void> {
    this.memory.close();
    if (this.redis) await this.redis.quit().catch(() => undefined);
  }
}
