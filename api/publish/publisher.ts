import type { Logger } from '../core/logger.ts';
import type { Sql } from '#db/connection.ts';
import { buildSite, disposeReadyBuild, prepareNextBuild } from './build-site.ts';
import { loadBuild, markCurrentBuild, readCurrentBuildId, type SiteHolder } from './site-holder.ts';
import { createBuildScheduler } from './build-scheduler.ts';

export type PublishStatus = 'idle' | 'queued' | 'building' | 'failed';

export interface PublishState {
  status: PublishStatus;
  currentBuildId: string | null;
  lastSuccessAt: string | null;
  lastDurationMs: number | null;
  lastError: string | null;
}

/** A publisher's state before its first build. */
export const idleState = (): PublishState => ({
  status: 'idle',
  currentBuildId: null,
  lastSuccessAt: null,
  lastDurationMs: null,
  lastError: null,
});

export interface Publisher {
  state(): PublishState;
  /** Serves the last build, building one first if there is none (or `always`). */
  start(mode: 'always' | 'missing' | 'never'): Promise<void>;
  /** Asks for a rebuild; requests during a build coalesce into one more build. */
  requestBuild(): Promise<void>;
  /** Asks for a rebuild after a burst of edits has settled (debounced, see build-scheduler.ts). */
  schedule(): void;
  /** Resolves when no build is running or queued. */
  idle(): Promise<void>;
  /** Like idle(), and also waits for a scheduled (debounced) build. */
  settled(): Promise<void>;
  /** Shutdown: stops a running build and starts no more; resolves when nothing runs. */
  stop(): Promise<void>;
}

export type BuildObserver = (outcome: 'success' | 'failure', durationMs: number) => void;

/**
 * Edits closer together than `quietMs` share one build; a long burst still builds after `maxWaitMs`.
 * A burst from one admin action (a save and the reorder after it) arrives within milliseconds,
 * and edits made while a build runs wait for the next one anyway: the quiet time only delays
 * the first build, so it is kept short (an admin's edit should be live within seconds).
 */
export const DEFAULT_DEBOUNCE = { quietMs: 300, maxWaitMs: 5000 };

/** Builds the site and switches the holder to each successful build; a failed build leaves the old site live. */
export function createPublisher(deps: {
  sql: Sql;
  site: SiteHolder;
  buildsDir: string;
  siteUrl: string;
  log: Logger;
  debounce?: { quietMs: number; maxWaitMs: number };
  /** Told about every build this publisher ran (metrics). */
  onBuild?: BuildObserver;
}): Publisher {
  const state = idleState();
  let running: Promise<void> | null = null;
  let queued = false;
  const stopping = new AbortController();
  const scheduler = createBuildScheduler({
    ...(deps.debounce ?? DEFAULT_DEBOUNCE),
    run: () =>
      void requestBuild().then(() => {
        if (!stopping.signal.aborted) prepareNextBuild();
      }),
  });

  async function buildOnce() {
    state.status = 'building';
    const previousId = deps.site.current()?.id ?? null;
    const started = Date.now();
    try {
      const result = await buildSite(deps.sql, {
        buildsDir: deps.buildsDir,
        siteUrl: deps.siteUrl,
        signal: stopping.signal,
      });
      const build = await loadBuild(deps.buildsDir, result.id);
      deps.site.switchTo(build);
      await markCurrentBuild(deps.buildsDir, result.id, previousId);
      Object.assign(state, {
        currentBuildId: result.id,
        lastSuccessAt: build.builtAt,
        lastDurationMs: result.durationMs,
        lastError: null,
      });
      deps.log.info(`Site yayınlandı (${result.id}, ${(result.durationMs / 1000).toFixed(1)} sn)`);
      deps.onBuild?.('success', result.durationMs);
    } catch (error) {
      deps.onBuild?.('failure', Date.now() - started);
      state.lastError = error instanceof Error ? error.message : String(error);
      deps.log.error('Site derlemesi başarısız, önceki sürüm yayında kalıyor', {
        error: state.lastError.slice(0, 2000),
      });
      throw error;
    }
  }

  function requestBuild(): Promise<void> {
    if (stopping.signal.aborted) return Promise.resolve();
    if (running) {
      queued = true;
      state.status = 'queued';
      return running;
    }
    running = (async () => {
      let failed: boolean;
      do {
        queued = false;
        try {
          await buildOnce();
          failed = false;
        } catch {
          failed = true;
        }
      } while (queued && !stopping.signal.aborted);
      state.status = failed ? 'failed' : 'idle';
      running = null;
    })();
    return running;
  }

  return {
    // A debounced build waiting to start is reported as queued.
    state: () => ({ ...state, status: scheduler.pending() && state.status !== 'building' ? 'queued' : state.status }),
    requestBuild,
    // An edit: astro starts loading now, and again after its build for the next edit.
    schedule: () => {
      prepareNextBuild();
      scheduler.schedule();
    },
    idle: async () => {
      while (running) await running;
    },
    async stop() {
      stopping.abort();
      disposeReadyBuild();
      while (running) await running;
    },
    settled: async () => {
      while (running || scheduler.pending()) await (running ?? new Promise((r) => setTimeout(r, 25)));
    },
    async start(mode) {
      const id = mode === 'always' ? null : await readCurrentBuildId(deps.buildsDir);
      if (id) {
        try {
          const build = await loadBuild(deps.buildsDir, id);
          deps.site.switchTo(build);
          Object.assign(state, { currentBuildId: id, lastSuccessAt: build.builtAt });
          return;
        } catch {
          deps.log.info(`Kayıtlı derleme açılamadı (${id}), yeniden derleniyor`);
        }
      }
      if (mode === 'never') return;
      await requestBuild();
      if (!deps.site.current()) throw new Error(`İlk site derlemesi başarısız: ${state.lastError}`);
    },
  };
}
