import type { AppContext } from '../core/context.ts';

type Check = 'ok' | 'error' | 'missing' | 'unused';

export interface Readiness {
  ready: boolean;
  status: 'ready' | 'not-ready' | 'draining';
  checks: { database: Check; redis: Check; storage: Check; build: Check };
}

const PROBE_MS = 2_000;

/** Passes when `probe` settles in time; a hung dependency counts as down. */
async function reachable(probe: () => Promise<unknown>): Promise<Check> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), PROBE_MS))),
    ]);
    return 'ok';
  } catch {
    return 'error';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this instance can serve: database, Redis (when configured) and the upload store
 * answer, and a site build is live. A draining instance is never ready, so the load
 * balancer moves traffic away before it stops.
 */
export async function readiness(ctx: AppContext): Promise<Readiness> {
  const pingRedis = ctx.instance?.pingRedis;
  const [database, redis, storage] = await Promise.all([
    reachable(() => ctx.sql`SELECT 1`),
    pingRedis ? reachable(pingRedis) : Promise.resolve<Check>('unused'),
    // A missing key is a normal answer; only an unreachable store throws.
    reachable(() => ctx.uploads.hasItem('.ready-probe')),
  ]);
  const checks = { database, redis, storage, build: (ctx.site.current() ? 'ok' : 'missing') as Check };
  const healthy = Object.values(checks).every((c) => c === 'ok' || c === 'unused');
  const draining = ctx.instance?.draining ?? false;
  return { ready: healthy && !draining, status: draining ? 'draining' : healthy ? 'ready' : 'not-ready', checks };
}
