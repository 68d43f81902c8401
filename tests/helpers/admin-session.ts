import sharp from 'sharp';
import type { Sql } from '../../db/connection.ts';
import { createAdmin } from '../../api/auth/admin-account.ts';
import { createSession, generateSessionToken } from '../../api/auth/session.ts';

/** Bearer tokens for a fresh admin and a fresh customer (sessions made directly, no login route needed). */
export async function adminAndCustomerTokens(sql: Sql): Promise<{ admin: string; customer: string; adminId: number }> {
  const suffix = Math.random().toString(36).slice(2, 8);
  await createAdmin(sql, `yonetici_${suffix}`, 'gizli-sifre-123');
  const [admin] = await sql`SELECT id FROM users WHERE username = ${`yonetici_${suffix}`}`;
  const [customer] = await sql`
    INSERT INTO users (username, email, password_hash, full_name) VALUES (${`musteri_${suffix}`}, ${`musteri_${suffix}@example.com`}, 'x', 'Ayşe Yılmaz')
    RETURNING id`;
  const adminToken = generateSessionToken();
  const customerToken = generateSessionToken();
  await createSession(sql, adminToken, admin!.id);
  await createSession(sql, customerToken, customer!.id);
  return { admin: adminToken, customer: customerToken, adminId: admin!.id };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A small real image file (PNG) as the browser would send it. */
export async function pngFile(name = 'gorsel.png', colour = '#1d4ed8', width = 64, height = 48): Promise<File> {
  const body = await sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
  return new File([new Uint8Array(body)], name, { type: 'image/png' });
}

export function form(fields: Record<string, string | File | File[]>): FormData {
  const f = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) f.append(name, v);
  }
  return f;
}
