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

/** An answer slower than this is a problem worth a log line, whatever its status. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Which finished requests the access log writes (decision 0311): the metrics count every one, so
 * by default only what an operator must look at gets a line (a line per request cost a third of
 * a cached listing's throughput).
 */
export function accessLogFilter(mode: 'all' | 'problems' | 'off'): (summary: RequestSummary) => boolean {
  if (mode === 'all') return () => true;
  if (mode === 'off') return () => false;
  return (s) => s.status >= 500 || s.status === 429 || s.durationMs >= SLOW_REQUEST_MS;
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
