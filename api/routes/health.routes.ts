import type { H3 } from 'h3';
import type { AppContext } from '../core/context.ts';
import { readiness } from '../cluster/readiness.ts';
import type { NoRows } from '#db/connection.ts';
import { notFound } from '../core/errors.ts';

/** The one spelling readiness answers at; see below. */
const READY_PATH = '/api/health/ready';

export function healthRoutes(app: H3, ctx: AppContext) {
  // Liveness: the process answers; a load balancer routes by readiness below.
  app.get('/api/health', async () => {
    let db: 'ok' | 'error' = 'ok';
    try {
      await ctx.sql<NoRows>`SELECT 1`;
    } catch {
      db = 'error';
    }
    const current = ctx.site.current();
    return {
      status: db === 'ok' && current ? 'ok' : 'degraded',
      db,
      build: current ? { id: current.id, builtAt: current.builtAt } : null,
    };
  });

  // Only at its one spelling: the router would also take '/api/health/ready/', '…/./ready' or
  // '%2e', and any spelling an nginx rule missed would tell a visitor what is down (decision 0340).
  app.get('/api/health/ready', async (event) => {
    if (rawPathOf(event.runtime?.node?.req.url ?? event.req.url) !== READY_PATH)
      throw notFound('İstenen API adresi bulunamadı');
    const { ready, status, checks } = await readiness(ctx);
    if (!ready) event.res.status = 503;
    return { status, checks, build: ctx.site.current()?.id ?? null };
  });
}

/** The path as the client spelled it, before any URL parser folds dots, slashes or escapes. */
function rawPathOf(url: string): string {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  const end = path.search(/[?#]/);
  return end < 0 ? path : path.slice(0, end);
}
