import { createStorage } from 'unstorage';
import type { Config } from '../core/config.ts';
import { createMemoryRateLimitStore, createStorageRateLimitStore, type RateLimitStore } from './rate-limit.ts';

/** In-process counters, or Redis-backed ones shared by all instances when REDIS_URL is set. */
export async function createRateLimitStore(config: Pick<Config, 'REDIS_URL'>): Promise<RateLimitStore> {
  if (!config.REDIS_URL) return createMemoryRateLimitStore();
  const { default: redisDriver } = await import('unstorage/drivers/redis');
  return createStorageRateLimitStore(createStorage({ driver: redisDriver({ url: config.REDIS_URL, base: 'shop:ratelimit' }) }));
}
