import type { Storage } from 'unstorage';

/**
 * Fixed-window counters. The default store lives in this process; with several
 * instances, back it with Redis through unstorage (`createStorageRateLimitStore`).
 */
export interface RateLimitStore {
  /** Counts one hit on `key` and returns the count in the current window. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  reset(key: string): Promise<void>;
}

export function createMemoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = Date.now();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      if (now - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        lastSweep = now;
      }
      let w = windows.get(key);
      if (!w || w.resetAt <= now) windows.set(key, (w = { count: 0, resetAt: now + windowMs }));
      w.count++;
      return { ...w };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

/** Counters in any unstorage backend (Redis for several instances); not atomic across instances, close enough for abuse limits. */
export function createStorageRateLimitStore(storage: Storage<{ count: number; resetAt: number }>): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      const current = await storage.getItem(key);
      const next = !current || current.resetAt <= now ? { count: 1, resetAt: now + windowMs } : { count: current.count + 1, resetAt: current.resetAt };
      await storage.setItem(key, next, { ttl: Math.ceil((next.resetAt - now) / 1000) });
      return next;
    },
    async reset(key) {
      await storage.removeItem(key);
    },
  };
}

export interface Limit {
  /** Namespaces the counter, e.g. 'login-ip'. */
  name: string;
  max: number;
  windowMs: number;
}

/** True while `key` is within the limit; counts the attempt. */
export async function withinLimit(store: RateLimitStore, limit: Limit, key: string): Promise<boolean> {
  const { count } = await store.hit(`${limit.name}:${key}`, limit.windowMs);
  return count <= limit.max;
}
