import type { H3 } from 'h3';
import type { AppContext } from '../core/context.ts';
import { readiness } from '../cluster/readiness.ts';
import type { NoRows } from '#db/connection.ts';

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

  app.get('/api/health/ready', async (event) => {
    const { ready, status, checks } = await readiness(ctx);
    if (!ready) event.res.status = 503;
    return { status, checks, build: ctx.site.current()?.id ?? null };
  });
}
