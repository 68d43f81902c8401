import { getRouterParam, type H3Event } from 'h3';
import { notFound } from '../core/errors.ts';

/** The `{id}` of an admin route; anything but a positive integer is a 404 (no such row). */
export function idParam(event: H3Event, message = 'Kayıt bulunamadı'): number {
  const raw = getRouterParam(event, 'id') ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw notFound(message);
  return id;
}

/** A whole number from the query string within [min, max], else `fallback`. */
export function queryInt(event: H3Event, name: string, fallback: number, min: number, max: number): number {
  const raw = event.url.searchParams.get(name);
  const n = raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
}
