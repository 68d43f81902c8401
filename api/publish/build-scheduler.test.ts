import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBuildScheduler } from './build-scheduler.ts';

// The scheduler's clock is the timers' and Date's: the test moves it instead of waiting.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('build scheduler', () => {
  it('turns ten requests within two seconds into one build', () => {
    let runs = 0;
    const scheduler = createBuildScheduler({ quietMs: 300, maxWaitMs: 5000, run: () => runs++ });
    for (let i = 0; i < 10; i++) {
      scheduler.schedule();
      vi.advanceTimersByTime(200);
    }
    expect(runs).toBe(0);
    expect(scheduler.pending()).toBe(true);
    vi.advanceTimersByTime(99);
    expect(runs).toBe(0);
    vi.advanceTimersByTime(1);
    expect(runs).toBe(1);
    expect(scheduler.pending()).toBe(false);
  });

  it('builds at the latest maxWaitMs after the first request of a long burst', () => {
    let runs = 0;
    const scheduler = createBuildScheduler({ quietMs: 200, maxWaitMs: 500, run: () => runs++ });
    for (let elapsed = 0; elapsed < 800; elapsed += 50) {
      scheduler.schedule();
      vi.advanceTimersByTime(50);
      expect(runs, `after ${elapsed + 50} ms`).toBe(elapsed + 50 < 500 ? 0 : 1);
    }
    scheduler.cancel();
    expect(runs).toBe(1);
  });

  it('builds again for a request after the previous burst', () => {
    let runs = 0;
    const scheduler = createBuildScheduler({ quietMs: 50, maxWaitMs: 1000, run: () => runs++ });
    scheduler.schedule();
    vi.advanceTimersByTime(50);
    expect(runs).toBe(1);
    scheduler.schedule();
    vi.advanceTimersByTime(50);
    expect(runs).toBe(2);
  });
});
