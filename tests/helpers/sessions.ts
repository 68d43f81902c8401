import type { Sql } from '#db/connection.ts';
import { createAdmin } from '#api/auth/admin-account.ts';
import { createSession, generateSessionToken } from '#api/auth/session.ts';
import { hashPassword } from '#api/auth/password.ts';

/** A bearer token of a new admin, made directly in the database (no login route needed). */
export async function adminToken(
  sql: Sql,
  username = `yonetici_${Math.random().toString(36).slice(2, 8)}`,
): Promise<string> {
  await createAdmin(sql, username, 'admin-sifre-123');
  const [user] = await sql<{ id: number }[]>`SELECT id FROM users WHERE username = ${username}`;
  const token = generateSessionToken();
  await createSession(sql, token, user!.id);
  return token;
}

/** A bearer token of a new customer (not an admin). */
export async function customerToken(
  sql: Sql,
  username = `musteri_${Math.random().toString(36).slice(2, 8)}`,
): Promise<string> {
  const [user] = await sql<{ id: number }[]>`
    INSERT INTO users (username, email, password_hash, full_name)
    VALUES (${username}, ${`${username}@example.com`}, ${await hashPassword('musteri-123')}, 'Test Müşteri')
    RETURNING id`;
  const token = generateSessionToken();
  await createSession(sql, token, user!.id);
  return token;
}

/** A new bearer token of an existing user (after a test's requests may have ended its sessions). */
export async function newSessionToken(sql: Sql, username: string): Promise<string> {
  const [user] = await sql<{ id: number }[]>`SELECT id FROM users WHERE username = ${username}`;
  if (!user) throw new Error(`no user ${username}`);
  const token = generateSessionToken();
  await createSession(sql, token, user.id);
  return token;
}
