import { H3 } from 'h3';
import { randomUUID } from 'node:crypto';
import type { AppContext } from './core/context.ts';
import { mountRoutes } from './routes/index.ts';
import { notFound } from './core/errors.ts';
import { bodyTooLarge } from './http/body-limit.ts';
import { errorResponse } from './http/errors.ts';
import { JSON_BODY_LIMIT } from './http/body.ts';
import { requireStaffRole } from './auth/guards.ts';
import { apiRouteOf } from './metrics/request-metrics.ts';
import { requestIdOf } from './http/request-id.ts';

/** The h3 application behind `/api/*`. */
export function createApi(ctx: AppContext): H3 {
  const app = new H3({
    // errorResponse logs what is unexpected (with the request id); h3 would print every domain error too.
    silent: true,
    onError: (error, event) =>
      errorResponse(error, (event.context.requestId as string | undefined) ?? randomUUID(), ctx.log),
    // The matched pattern labels the request in the metrics (never the raw path).
    onResponse: (_response, event) => {
      const req = event.runtime?.node?.req;
      if (req) apiRouteOf.set(req, event.context.matchedRoute?.route ?? '/api/*');
    },
  });
  app.use((event) => {
    const req = event.runtime?.node?.req;
    event.context.requestId = (req && requestIdOf.get(req)) ?? randomUUID();
    event.res.headers.set('cache-control', 'no-store');
    // An honest oversized JSON body is refused before any route reads it;
    // readJson enforces the same limit while streaming chunked bodies.
    const type = event.req.headers.get('content-type') ?? '';
    const length = Number(event.req.headers.get('content-length') ?? 0);
    if (type.includes('json') && length > JSON_BODY_LIMIT) throw bodyTooLarge(event.req);
  });
  // A write answered here shows in this instance's cached answers by the time its answer leaves
  // (decision 0312): from a PostgreSQL server the watch hears of a commit a moment after it.
  const watch = ctx.dbKind === 'postgres' ? ctx.catalogueWatch : undefined;
  if (watch)
    app.use(async (event, next) => {
      const answer = await next();
      if (event.req.method !== 'GET' && event.req.method !== 'HEAD') await watch.settled();
      return answer;
    });
  // Every admin route and every settings write is guarded here, before any route reads or stores a
  // body: an admin whose role the table lets call the matched route (decision 0397).
  app.use('/api/admin/**', async (event) => {
    await requireStaffRole(event, ctx);
  });
  app.use('/api/settings/**', async (event) => {
    if (event.req.method !== 'GET' && event.req.method !== 'HEAD') await requireStaffRole(event, ctx);
  });
  mountRoutes(app, ctx);
  app.all('/api/**', () => {
    throw notFound('İstenen API adresi bulunamadı');
  });
  return app;
}
