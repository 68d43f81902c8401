import type { H3 } from 'h3';
import type { AppContext } from '../core/context.ts';

export function healthRoutes(app: H3, ctx: AppContext) {
  app.get('/api/health', async () => {
    let db: 'ok' | 'error' = 'ok';
    try {
      await ctx.sql`SELECT 1`;
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
}
