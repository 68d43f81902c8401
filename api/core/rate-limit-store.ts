import type { Config } from './config.ts';
import { createMemoryRateLimitStore, type RateLimitStore } from './rate-limit.ts';

// One round trip, atomic across instances: count, start the window on the first hit, report its end.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

/** Counters in Redis, shared by every instance; keys expire with their window. */
export async function createRedisRateLimitStore(url: string, prefix = 'shop:ratelimit:'): Promise<RateLimitStore> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, windowMs)) as [number, number];
      return { count, resetAt: Date.now() + Math.max(ttl, 0) };
    },
    async peek(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}

/** In-process counters, or Redis-backed ones shared by all instances when REDIS_URL is set. */
export async function createRateLimitStore(
  config: Pick<Config, 'REDIS_URL' | 'REDIS_PREFIX'>,
): Promise<RateLimitStore> {
  return config.REDIS_URL
    ? createRedisRateLimitStore(config.REDIS_URL, `${config.REDIS_PREFIX}ratelimit:`)
    : createMemoryRateLimitStore();
}
