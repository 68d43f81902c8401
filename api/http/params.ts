import { getRouterParam, type H3Event } from 'h3';
import { invalid, notFound } from '../core/errors.ts';
import { MAX_DB_INT } from '../schemas/ids.ts';

/**
 * The id in a route's path (`:id`). Anything but a positive integer that fits an id names no
 * row: 404 with `message`, or 400 with `malformed` where the route answers bad ids that way.
 */
export function idParam(event: H3Event, message = 'Kayıt bulunamadı', malformed?: string): number {
  return parseId(getRouterParam(event, 'id'), message, malformed);
}

export function parseId(raw: string | undefined, message = 'Kayıt bulunamadı', malformed?: string): number {
  const id = raw !== undefined && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (id <= MAX_DB_INT) return id;
  throw malformed !== undefined && !/^\d{1,10}$/.test(raw ?? '') ? invalid(malformed) : notFound(message);
}

/** A whole number from the query string within [min, max], else `fallback`. */
export function queryInt(event: H3Event, name: string, fallback: number, min: number, max: number): number {
  const raw = event.url.searchParams.get(name);
  const n = raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
}
