import { describe, expect, it } from 'vitest';
import { runJobs } from './runner.ts';
import { createLogger, silentLogger } from '../core/logger.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the job runner', () => {
  it('runs a job first after the delay, then on its interval, never overlapping', async () => {
    let runs = 0;
    let active = 0;
    let maxActive = 0;
    const runner = runJobs(
      [
        {
          name: 'slow',
          everyMs: 10,
          run: async () => {
            runs++;
            maxActive = Math.max(maxActive, ++active);
            await sleep(35);
            active--;
          },
        },
      ],
      silentLogger,
      1,
    );
    await sleep(120);
    await runner.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(maxActive).toBe(1);
    const after = runs;
    await sleep(40);
    expect(runs).toBe(after);
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
    await sleep(50);
    await runner.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(logged[0]).toContain('Zamanlanmış iş başarısız job=kırık');
    expect(logged[0]).toContain('Error: veritabanı yok');
  });

  it('waits for a run in progress when stopped', async () => {
    let finished = false;
    const runner = runJobs(
      [
        {
          name: 'uzun',
          everyMs: 1000,
          run: async () => {
            await sleep(40);
            finished = true;
          },
        },
      ],
      silentLogger,
      1,
    );
    await sleep(10);
    await runner.stop();
    expect(finished).toBe(true);
  });
});
