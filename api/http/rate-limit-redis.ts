import type { Redis } from 'ioredis';
import type { RateLimitStore } from './rate-limit.ts';

// Counts and starts the window in one step inside Redis, so hits arriving at the same moment
// on several instances are each counted (a read-then-write from the app would lose some).
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`;

/** Fixed-window counters in Redis, shared by every app instance (REDIS_URL). */
export function createRedisRateLimitStore(redis: Redis, prefix = 'shop:ratelimit:'): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT, 1, prefix + key, String(windowMs))) as [number, number];
      return { count, resetAt: Date.now() + ttl };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
