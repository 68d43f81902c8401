import type { Logger } from '../core/logger.ts';

export interface Job {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

export type JobOutcome = 'ran' | 'failed' | 'skipped';

export interface JobRunner {
  /** Runs a job now (if no run of it is in progress here and `claim` allows it). */
  runNow(name: string): Promise<JobOutcome>;
  /** Stops the timers and waits for a run in progress (the database closes after). */
  stop(): Promise<void>;
}

export interface RunnerOptions {
  firstRunMs?: number;
  /** Asked before every run; false skips it (another instance ran it). Default: always run. */
  claim?: (job: Job) => Promise<boolean>;
  /** Told about every run that happened, with its duration. */
  onRun?: (job: Job, outcome: 'ran' | 'failed', ms: number) => void;
}

/**
 * Runs each job shortly after start and then every `everyMs`, never two runs of one
 * job at once. A failed run is logged and tried again at the next tick.
 */
export function runJobs(jobs: Job[], log: Logger, options: RunnerOptions | number = {}): JobRunner {
  const { firstRunMs = 5_000, claim, onRun } = typeof options === 'number' ? { firstRunMs: options } : options;
  const running = new Set<Promise<unknown>>();
  const busy = new Set<string>();
  let stopped = false;
  const tick = (job: Job): Promise<JobOutcome> => {
    if (stopped || busy.has(job.name)) return Promise.resolve('skipped');
    busy.add(job.name);
    const started = performance.now();
    const run = (async (): Promise<JobOutcome> => {
      if (claim && !(await claim(job))) return 'skipped';
      await job.run();
      onRun?.(job, 'ran', performance.now() - started);
      return 'ran';
    })()
      .catch((error: unknown): JobOutcome => {
        log.error('Zamanlanmış iş başarısız', { job: job.name, error });
        onRun?.(job, 'failed', performance.now() - started);
        return 'failed';
      })
      .finally(() => {
        busy.delete(job.name);
        running.delete(run);
      });
    running.add(run);
    return run;
  };
  const timers = jobs.flatMap((job) => [
    setTimeout(() => void tick(job), firstRunMs),
    setInterval(() => void tick(job), job.everyMs),
  ]);
  for (const timer of timers) timer.unref();
  return {
    runNow(name) {
      const job = jobs.find((j) => j.name === name);
      if (!job) throw new Error(`Bilinmeyen iş: ${name}`);
      return tick(job);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.all(running);
    },
  };
}
