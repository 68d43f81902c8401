import type { Redis } from 'ioredis';
import { createMemoryRateLimitStore, type RateLimitStore } from './rate-limit.ts';
import { createRedisRateLimitStore } from './rate-limit-redis.ts';

/** In-process counters, or Redis-backed ones shared by all instances when REDIS_URL is set. */
export function createRateLimitStore(redis: Redis | null, prefix = 'shop:'): RateLimitStore {
  return redis ? createRedisRateLimitStore(redis, `${prefix}ratelimit:`) : createMemoryRateLimitStore();
}
