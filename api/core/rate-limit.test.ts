import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createMemoryRateLimitStore, withinLimit, MEMORY_STORE_KEYS } from './rate-limit.ts';
import { createRedisRateLimitStore } from './rate-limit-store.ts';

describe('the in-memory limiter store', () => {
  it('holds at most its number of keys, dropping the least recently used', async () => {
    expect(MEMORY_STORE_KEYS).toBe(100_000);
    const store = createMemoryRateLimitStore(1000);
    await store.hit('kept', 60_000);
    for (let i = 0; i < 5000; i++) {
      await store.hit(`address-${i}`, 60_000);
      if (i % 500 === 0) await store.hit('kept', 60_000);
    }
    expect(await store.peek('address-0')).toBe(0);
    expect(await store.peek('address-4999')).toBe(1);
    expect(await store.peek('kept')).toBe(11);
  });

  it('starts a new window when the old one ended', async () => {
    // The window is measured by Date (and the cache's ttl by performance): the test moves both clocks.
    vi.useFakeTimers({ toFake: ['Date', 'performance'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const store = createMemoryRateLimitStore();
    const limit = { name: 't', max: 2, windowMs: 30 };
    expect([
      await withinLimit(store, limit, 'a'),
      await withinLimit(store, limit, 'a'),
      await withinLimit(store, limit, 'a'),
    ]).toEqual([true, true, false]);
    vi.advanceTimersByTime(29);
    expect(await withinLimit(store, limit, 'a')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await withinLimit(store, limit, 'a')).toBe(true);
  });
});

describe('the Redis limiter store (REDIS_URL)', async () => {
  const store = await createRedisRateLimitStore('redis://127.0.0.1:6379', `shop-test:${process.pid}:${Date.now()}:`);
  afterAll(() => store.close?.());

  it('counts atomically across concurrent hits and expires with the window', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => store.hit('burst', 300)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(await store.peek('burst')).toBe(50);
    // Redis expires the key itself: wait for it, within a moment of the window.
    await vi.waitUntil(async () => (await store.peek('burst')) === 0, { timeout: 2_000, interval: 25 });
    expect((await store.hit('burst', 300)).count).toBe(1);
  });

  it('shares counters between two instances', async () => {
    const prefix = `shop-test-shared:${process.pid}:${Date.now()}:`;
    const [one, two] = await Promise.all([
      createRedisRateLimitStore('redis://127.0.0.1:6379', prefix),
      createRedisRateLimitStore('redis://127.0.0.1:6379', prefix),
    ]);
    await one.hit('k', 5000);
    expect((await two.hit('k', 5000)).count).toBe(2);
    await one.reset('k');
    expect(await two.peek('k')).toBe(0);
    await Promise.all([one.close?.(), two.close?.()]);
  });
});
