import type { Redis } from 'ioredis';

/** One Redis connection for commands (rate limits, readiness); pub/sub opens its own. */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: true });
  redis.on('error', () => undefined);
  await redis.connect();
  return redis;
}
