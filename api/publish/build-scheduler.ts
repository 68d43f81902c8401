/**
 * Debounces rebuild requests: a burst of edits (an admin saving ten texts in two
 * seconds) becomes one build, started once no request came for `quietMs`, or at
 * the latest `maxWaitMs` after the first request of the burst.
 */
export interface BuildScheduler {
  schedule(): void;
  /** True while a build is scheduled but not started. */
  pending(): boolean;
  cancel(): void;
}

export function createBuildScheduler(opts: { quietMs: number; maxWaitMs: number; run: () => void }): BuildScheduler {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let firstAt = 0;

  const fire = () => {
    timer = null;
    opts.run();
  };

  return {
    schedule() {
      const now = Date.now();
      if (timer) clearTimeout(timer);
      else firstAt = now;
      const delay = Math.max(0, Math.min(opts.quietMs, firstAt + opts.maxWaitMs - now));
      timer = setTimeout(fire, delay);
      // A pending rebuild must not keep a stopping process alive.
      timer.unref?.();
    },
    pending: () => timer !== null,
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
