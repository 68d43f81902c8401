import { LRUCache } from 'lru-cache';
import { addressKey } from './address-key.ts';

/**
 * Fixed-window counters. The default store lives in this process; with several
 * instances, REDIS_URL puts them in Redis (`api/http/rate-limit-store.ts`).
 */
export interface RateLimitStore {
  /** Counts one hit on `key` and returns the count in the current window. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  /** The count in the current window without counting (0 when none). */
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close?(): Promise<void>;
}

type Window = { count: number; resetAt: number };

/** Enough keys for every address of a busy day; past it the least recently used go first, so memory stays bounded. */
export const MEMORY_STORE_KEYS = 100_000;

export function createMemoryRateLimitStore(maxKeys = MEMORY_STORE_KEYS): RateLimitStore {
  const windows = new LRUCache<string, Window>({ max: maxKeys });
  const current = (key: string, now: number) => {
    const w = windows.get(key);
    return w && w.resetAt > now ? w : null;
  };
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      const w = current(key, now) ?? { count: 0, resetAt: now + windowMs };
      w.count++;
      windows.set(key, w, { ttl: w.resetAt - now });
      return { ...w };
    },
    async peek(key) {
      return current(key, Date.now())?.count ?? 0;
    },
    async reset(key) {
      windows.delete(key);
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

/**
 * The same for a client address: every per-address limit counts an IPv6 subscriber by its /64
 * (address-key.ts), which it can fill with fresh addresses at will.
 */
export const withinAddressLimit = (store: RateLimitStore, limit: Limit, address: string): Promise<boolean> =>
  withinLimit(store, limit, addressKey(address));
