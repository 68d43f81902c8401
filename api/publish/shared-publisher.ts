import type { Sql } from '#db/connection.ts';
import type { Logger } from '../core/logger.ts';
import type { ClusterBus, ClusterMessage } from '../cluster/bus.ts';
import { buildSite, disposeReadyBuild, prepareNextBuild } from './build-site.ts';
import { fetchBuild, pruneStoredBuilds, saveBuild } from './build-store.ts';
import { createBuildScheduler } from './build-scheduler.ts';
import { DEFAULT_DEBOUNCE, idleState, type BuildObserver, type Publisher } from './publisher.ts';
import { loadBuild, markCurrentBuild, type SiteHolder } from './site-holder.ts';

/** A builder that died keeps its lease this long; then another instance may build. */
const LEASE = '15 minutes';
const WAIT_POLL_MS = 500;
/** Catches up on a lost message or a builder that died. */
const RESYNC_MS = 30_000;

interface PublishRow {
  requested_seq: string;
  handled_seq: string;
  current_build_id: string | null;
  last_error: string | null;
}

export type SharedPublisher = ReturnType<typeof createSharedPublisher>;

/**
 * The publisher of several instances on one PostgreSQL (docs/decisions/0170): a rebuild request
 * is a row update; the instance holding the lease builds, stores the build in the database and
 * tells the others, which copy it and switch. Requests arriving during a build are covered by
 * one more build. An instance starting later loads the live build instead of building.
 */
export function createSharedPublisher(deps: {
  sql: Sql;
  site: SiteHolder;
  buildsDir: string;
  siteUrl: string;
  log: Logger;
  bus: ClusterBus | null;
  instanceId: string;
  debounce?: { quietMs: number; maxWaitMs: number };
  onBuild?: BuildObserver;
}): Publisher & { stop(): Promise<void>; builtHere(): number } {
  const { sql } = deps;
  const state = idleState();
  let driving: Promise<void> | null = null;
  let builtHere = 0;
  let stopped = false;
  // Everything that touches buildsDir runs one at a time.
  let diskQueue: Promise<unknown> = Promise.resolve();
  const onDisk = <T>(work: () => Promise<T>): Promise<T> => {
    const next = diskQueue.then(work, work);
    diskQueue = next.catch(() => undefined);
    return next;
  };
  const scheduler = createBuildScheduler({
    ...(deps.debounce ?? DEFAULT_DEBOUNCE),
    run: () =>
      void requestBuild().then(
        () => {
          if (!stopped) prepareNextBuild();
        },
        () => undefined,
      ),
  });

  const readRow = async () =>
    (await sql<PublishRow[]>`SELECT requested_seq, handled_seq, current_build_id, last_error FROM site_publish`)[0]!;

  /** Serves `buildId` here, copying it from the database first when needed. */
  const switchTo = (buildId: string) =>
    onDisk(async () => {
      if (deps.site.current()?.id === buildId) return;
      await fetchBuild(sql, deps.buildsDir, buildId);
      const build = await loadBuild(deps.buildsDir, buildId);
      const previous = deps.site.current()?.id ?? null;
      deps.site.switchTo(build);
      await markCurrentBuild(deps.buildsDir, buildId, previous);
      Object.assign(state, { currentBuildId: buildId, lastSuccessAt: build.builtAt });
    });

  /** Catches up with the shared state: the live build, and a request nobody is building. */
  async function resync() {
    if (stopped) return;
    const row = await readRow();
    if (row.current_build_id && row.current_build_id !== deps.site.current()?.id) await switchTo(row.current_build_id);
    if (BigInt(row.handled_seq) < BigInt(row.requested_seq)) await drive();
  }

  async function claim(): Promise<bigint | null> {
    const [row] = await sql<{ seq: string }[]>`
      UPDATE site_publish SET builder = ${deps.instanceId}, lease_until = now() + ${LEASE}::interval
      WHERE handled_seq < requested_seq AND (builder IS NULL OR lease_until < now())
      RETURNING requested_seq AS seq`;
    return row ? BigInt(row.seq) : null;
  }

  async function buildClaimed(seq: bigint) {
    state.status = 'building';
    const started = Date.now();
    try {
      const result = await onDisk(() => buildSite(sql, { buildsDir: deps.buildsDir, siteUrl: deps.siteUrl }));
      await saveBuild(sql, deps.buildsDir, result.id, result.durationMs);
      await sql`
        UPDATE site_publish SET handled_seq = ${seq.toString()}, previous_build_id = current_build_id, current_build_id = ${result.id},
          builder = NULL, lease_until = NULL, last_error = NULL
        WHERE builder = ${deps.instanceId}`;
      await pruneStoredBuilds(sql);
      builtHere++;
      await switchTo(result.id);
      Object.assign(state, { lastDurationMs: result.durationMs, lastError: null });
      deps.log.info(`Site yayınlandı (${result.id}, ${(result.durationMs / 1000).toFixed(1)} sn)`);
      deps.onBuild?.('success', result.durationMs);
      await tell({
        type: 'site-built',
        from: deps.instanceId,
        buildId: result.id,
        builtAt: state.lastSuccessAt!,
        durationMs: result.durationMs,
      });
    } catch (error) {
      deps.onBuild?.('failure', Date.now() - started);
      state.lastError = error instanceof Error ? error.message : String(error);
      deps.log.error('Site derlemesi başarısız, önceki sürüm yayında kalıyor', {
        error: state.lastError.slice(0, 2000),
      });
      await sql`
        UPDATE site_publish SET handled_seq = ${seq.toString()}, builder = NULL, lease_until = NULL,
          last_error = ${state.lastError.slice(0, 4000)}, last_error_at = now()
        WHERE builder = ${deps.instanceId}`;
      await tell({ type: 'site-build-failed', from: deps.instanceId, error: state.lastError.slice(0, 4000) });
    }
  }

  /** Builds while there are unhandled requests and this instance wins the lease. */
  function drive(): Promise<void> {
    driving ??= (async () => {
      try {
        for (let seq = await claim(); seq !== null && !stopped; seq = await claim()) await buildClaimed(seq);
      } finally {
        driving = null;
        state.status = state.lastError ? 'failed' : 'idle';
      }
    })();
    return driving;
  }

  const tell = (message: ClusterMessage) =>
    deps.bus
      ?.publish(message)
      .catch((error: unknown) => deps.log.error('Diğer sunuculara haber verilemedi', { error }));

  /** Drives builds until the request numbered `seq` is handled, here or by another instance. */
  async function waitHandled(seq: bigint) {
    for (;;) {
      await (driving ?? drive());
      const row = await readRow();
      if (BigInt(row.handled_seq) >= seq) {
        if (row.current_build_id) await switchTo(row.current_build_id);
        return;
      }
      await new Promise((r) => setTimeout(r, WAIT_POLL_MS));
    }
  }

  async function requestBuild(): Promise<void> {
    const [row] = await sql<
      { seq: string }[]
    >`UPDATE site_publish SET requested_seq = requested_seq + 1 RETURNING requested_seq AS seq`;
    await waitHandled(BigInt(row!.seq));
  }

  /** A first build for an empty shop: joins a build already running instead of asking for another. */
  async function firstBuild(): Promise<void> {
    const [row] = await sql<{ seq: string }[]>`
      UPDATE site_publish SET requested_seq = requested_seq + 1
      WHERE builder IS NULL OR lease_until < now() RETURNING requested_seq AS seq`;
    await waitHandled(BigInt(row?.seq ?? (await readRow()).requested_seq));
  }

  function onMessage(message: ClusterMessage) {
    if (stopped || message.from === deps.instanceId) return;
    if (message.type === 'site-built') {
      switchTo(message.buildId)
        .then(() => Object.assign(state, { lastDurationMs: message.durationMs, lastError: null }))
        .catch((error: unknown) => deps.log.error('Yeni derleme alınamadı', { buildId: message.buildId, error }));
    } else {
      state.lastError = message.error;
    }
  }

  const safeResync = () => void resync().catch((error: unknown) => deps.log.error('Yayın durumu okunamadı', { error }));
  const timer = setInterval(safeResync, RESYNC_MS);
  timer.unref();

  return {
    state: () => ({ ...state, status: state.status === 'idle' && scheduler.pending() ? 'queued' : state.status }),
    requestBuild,
    // An edit: astro starts loading now, and again after its build for the next edit.
    schedule: () => {
      prepareNextBuild();
      scheduler.schedule();
    },
    idle: async () => {
      while (driving) await driving;
    },
    settled: async () => {
      while (driving || scheduler.pending()) await (driving ?? new Promise((r) => setTimeout(r, 25)));
    },
    builtHere: () => builtHere,
    async start(mode) {
      await deps.bus?.subscribe(onMessage, safeResync);
      const row = await readRow();
      if (row.current_build_id && mode !== 'always') {
        try {
          await switchTo(row.current_build_id);
          return;
        } catch (error) {
          deps.log.error('Kayıtlı derleme açılamadı, yeniden derleniyor', { buildId: row.current_build_id, error });
        }
      }
      if (mode === 'never') return;
      await (mode === 'always' ? requestBuild() : firstBuild());
      if (!deps.site.current()) throw new Error(`İlk site derlemesi başarısız: ${state.lastError ?? row.last_error}`);
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      scheduler.cancel();
      disposeReadyBuild();
      await deps.bus?.close();
      while (driving) await driving;
      // A build being copied in from another instance finishes before the folder may go.
      await diskQueue;
    },
  };
}
