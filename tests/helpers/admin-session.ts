import sharp from 'sharp';
import type { Sql } from '#db/connection.ts';
import { adminToken, customerToken } from './sessions.ts';

/**
 * Bearer tokens for a fresh admin and a fresh customer (sessions made directly, no login route
 * needed), with the admin's id and username (what the order history records as who did it).
 */
export async function adminAndCustomerTokens(
  sql: Sql,
): Promise<{ admin: string; customer: string; adminId: number; adminName: string }> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const adminName = `yonetici_${suffix}`;
  const admin = await adminToken(sql, adminName);
  const customer = await customerToken(sql, `musteri_${suffix}`);
  const [row] = await sql<{ id: number }[]>`SELECT id FROM users WHERE username = ${adminName}`;
  return { admin, customer, adminId: row!.id, adminName };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A small real image file (PNG) as the browser would send it. */
export async function pngFile(name = 'gorsel.png', colour = '#1d4ed8', width = 64, height = 48): Promise<File> {
  const body = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(body)], name, { type: 'image/png' });
}

export function form(fields: Record<string, string | File | File[]>): FormData {
  const f = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) f.append(name, v);
  }
  return f;
}

/** A JSON request under a bearer token (no body when `body` is undefined), as the admin panel sends it. */
export const sendJsonAs = (token: string, method: string, url: string, body?: unknown) =>
  fetch(url, {
    method,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** A JSON POST under a bearer token, as the admin panel sends its forms. */
export const postJsonAs = (token: string, url: string, body: unknown) => sendJsonAs(token, 'POST', url, body);
