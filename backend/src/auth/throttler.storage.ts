import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../config/app-config';

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

type RedisWithIncrement = Redis & {
  throttleIncrement(hitKey: string, blockKey: string, ttl: number, limit: number, block: number): Promise<number[]>;
};

/**
 * @nestjs/throttler storage: Redis when REDIS_URL is set, so limits hold across instances;
 * otherwise the library's in-memory storage (one process).
 */
@Injectable()
export class AuthThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger('Throttler');
  private readonly memory = new ThrottlerStorageService();
  private redis?: RedisWithIncrement;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    if (!this.config.redis.url) return this.memory.increment(key, ttl, limit, blockDuration, throttlerName);
    const base = `${this.config.redis.prefix}:throttle:${throttlerName}:${key}`;
    const [hits = 0, hitsTtl = 0, blocked = 0, blockTtl = 0] = await this.client().throttleIncrement(
      `${base}:hits`,
      `${base}:block`,
      ttl,
      limit,
      blockDuration,
    );
    return {
      totalHits: hits,
      timeToExpire: Math.ceil(hitsTtl / 1000),
      isBlocked: blocked === 1,
      timeToBlockExpire: Math.ceil(blockTtl / 1000),
    };
  }

  private client(): RedisWithIncrement {
    if (!this.redis) {
      const redis = new Redis(this.config.redis.url ?? '', { maxRetriesPerRequest: 2, enableOfflineQueue: true });
      redis.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
      redis.defineCommand('throttleIncrement', { numberOfKeys: 2, lua: INCREMENT });
      this.redis = redis as RedisWithIncrement;
    }
    return this.redis;
  }

  async onApplicationShutdown(): Promise<void> {
    this.memory.onApplicationShutdown();
    if (this.redis) await this.redis.quit().catch(() => undefined);
  }
}
