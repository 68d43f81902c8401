import type { Logger } from '../core/logger.ts';

export interface Job {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

export interface JobRunner {
  /** Stops the timers and waits for a run in progress (the database closes after). */
  stop(): Promise<void>;
}

/**
 * Runs each job shortly after start and then every `everyMs`, never two runs of one
 * job at once. A failed run is logged and tried again at the next tick.
 */
export function runJobs(jobs: Job[], log: Logger, firstRunMs = 5_000): JobRunner {
  const running = new Set<Promise<unknown>>();
  const busy = new Set<string>();
  let stopped = false;
  const tick = (job: Job) => {
    if (stopped || busy.has(job.name)) return;
    busy.add(job.name);
    const run = job.run()
      .catch((error: unknown) => log.error('Zamanlanmış iş başarısız', { job: job.name, error }))
      .finally(() => {
        busy.delete(job.name);
        running.delete(run);
      });
    running.add(run);
  };
  const timers = jobs.flatMap((job) => [setTimeout(() => tick(job), firstRunMs), setInterval(() => tick(job), job.everyMs)]);
  for (const timer of timers) timer.unref();
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.all(running);
    },
  };
}
