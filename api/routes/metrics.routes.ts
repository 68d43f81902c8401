import { timingSafeEqual, createHash } from 'node:crypto';
import type { H3 } from 'h3';
import type { AppContext } from '../core/context.ts';
import { notFound, unauthenticated } from '../core/errors.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

export function metricsRoutes(app: H3, ctx: AppContext) {
  // Prometheus text format behind METRICS_TOKEN (Bearer); without a token the route does not exist.
  app.get('/api/metrics', async (event) => {
    const token = ctx.config.METRICS_TOKEN;
    if (!token || !ctx.metrics) throw notFound('İstenen API adresi bulunamadı');
    const given = /^Bearer (.+)$/.exec(event.req.headers.get('authorization') ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(given), digest(token))) throw unauthenticated('Geçersiz ölçüm anahtarı');
    return new Response(await ctx.metrics.registry.metrics(), {
      headers: { 'content-type': ctx.metrics.registry.contentType },
    });
  });
}
