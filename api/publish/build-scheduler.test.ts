import { describe, expect, it } from 'vitest';
import { createBuildScheduler } from './build-scheduler.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('build scheduler', () => {
  it('turns ten requests within two seconds into one build', async () => {
    let runs = 0;
    const scheduler = createBuildScheduler({ quietMs: 300, maxWaitMs: 5000, run: () => runs++ });
    for (let i = 0; i < 10; i++) {
      scheduler.schedule();
      await sleep(200);
    }
    expect(runs).toBe(0);
    expect(scheduler.pending()).toBe(true);
    await sleep(400);
    expect(runs).toBe(1);
    expect(scheduler.pending()).toBe(false);
  });

  it('builds at the latest maxWaitMs after the first request of a long burst', async () => {
    let runs = 0;
    const scheduler = createBuildScheduler({ quietMs: 200, maxWaitMs: 500, run: () => runs++ });
    const started = Date.now();
    while (Date.now() - started < 800) {
      scheduler.schedule();
      await sleep(50);
    }
    scheduler.cancel();
    expect(runs).toBe(1);
  });

  it('builds again for a request after the previous burst', async () => {
    let runs = 0;
    const scheduler = createBuildScheduler({ quietMs: 50, maxWaitMs: 1000, run: () => runs++ });
    scheduler.schedule();
    await sleep(120);
    scheduler.schedule();
    await sleep(120);
    expect(runs).toBe(2);
  });
});
