import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runJobs } from './runner.ts';
import { createLogger, silentLogger } from '../core/logger.ts';

// The runner's ticks are timers: the test moves the clock, and each run ends when the test says.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A job run that lasts until `finish()` is called. */
function controlledRuns() {
  const finishers: (() => void)[] = [];
  return {
    run: () => new Promise<void>((resolve) => finishers.push(resolve)),
    finish: () => finishers.shift()?.(),
    started: () => finishers.length,
  };
}

describe('the job runner', () => {
  it('runs a job first after the delay, then on its interval, never overlapping', async () => {
    const runs = controlledRuns();
    let count = 0;
    const runner = runJobs(
      [
        {
          name: 'slow',
          everyMs: 10,
          run: () => {
            count++;
            return runs.run();
          },
        },
      ],
      silentLogger,
      1,
    );
    expect(count).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(count).toBe(1);
    // Five ticks pass while the first run lasts: none starts a second one.
    await vi.advanceTimersByTimeAsync(50);
    expect(count).toBe(1);
    runs.finish();
    await vi.advanceTimersByTimeAsync(10);
    expect(count).toBe(2);
    expect(runs.started()).toBe(1);
    runs.finish();
    await runner.stop();
    await vi.advanceTimersByTimeAsync(100);
    expect(count).toBe(2);
  });

  it('logs a failed run and keeps going', async () => {
    const logged: string[] = [];
    const log = createLogger({ level: 'info', format: 'pretty', write: (line) => logged.push(line) });
    let runs = 0;
    const runner = runJobs(
      [
        {
          name: 'kırık',
          everyMs: 10,
          run: async () => {
            runs++;
            throw new Error('veritabanı yok');
          },
        },
      ],
      log,
      1,
    );
    await vi.advanceTimersByTimeAsync(50);
    await runner.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(logged[0]).toContain('Zamanlanmış iş başarısız job=kırık');
    expect(logged[0]).toContain('Error: veritabanı yok');
  });

  it('waits for a run in progress when stopped', async () => {
    const runs = controlledRuns();
    let finished = false;
    const runner = runJobs(
      [
        {
          name: 'uzun',
          everyMs: 1000,
          run: async () => {
            await runs.run();
            finished = true;
          },
        },
      ],
      silentLogger,
      1,
    );
    await vi.advanceTimersByTimeAsync(1);
    expect(runs.started()).toBe(1);
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(stopped).toBe(false);
    runs.finish();
    await stopping;
    expect(finished).toBe(true);
  });
});
