import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ShopMetrics } from './metrics.ts';

/** Route patterns of API requests (`/api/products/details/:id`), set by the API as it answers. */
export const apiRouteOf = new WeakMap<object, string>();

/** A label that never holds a raw path (unbounded label values would flood the metrics). */
function routeLabel(req: IncomingMessage, pathname: string): string {
  if (pathname.startsWith('/api')) return apiRouteOf.get(req) ?? '/api/*';
  if (pathname.startsWith('/uploads/')) return '/uploads/*';
  if (pathname.startsWith('/_astro/')) return '/_astro/*';
  return 'site';
}

/** One finished request as the log shows it: no query string, headers or body, so no secrets. */
export interface RequestSummary {
  method: string;
  route: string;
  status: number;
  durationMs: number;
}

/** Counts and times the request once its answer is sent (or the client went away). */
export function observeRequest(
  metrics: ShopMetrics,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  onDone?: (summary: RequestSummary) => void,
) {
  const started = performance.now();
  res.once('close', () => {
    const route = routeLabel(req, pathname);
    const method = req.method ?? 'GET';
    const durationMs = performance.now() - started;
    metrics.requests.inc({ route, method, status: String(res.statusCode) });
    metrics.duration.observe({ route, method }, durationMs / 1000);
    if (res.statusCode === 429) metrics.rateLimitRefusals.inc({ route });
    onDone?.({ method, route, status: res.statusCode, durationMs: Math.round(durationMs * 10) / 10 });
  });
}
