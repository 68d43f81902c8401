import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import type { Sql } from '../../db/connection.ts';

// Sessions after Lucia's guide: the client holds a random token, the database only its SHA-256.
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_DAYS = 30;

export interface SessionUser {
  id: number;
  username: string;
  isAdmin: boolean;
}

export interface Session {
  id: string;
  userId: number;
  expiresAt: Date;
}

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function sessionIdOf(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export async function createSession(sql: Sql, token: string, userId: number): Promise<Session> {
  const session = { id: sessionIdOf(token), userId, expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS) };
  await sql`INSERT INTO sessions (id, user_id, expires_at) VALUES (${session.id}, ${userId}, ${session.expiresAt})`;
  return session;
}

/** The session and its user for a token; expired sessions are deleted, half-used ones renewed. */
export async function validateSessionToken(sql: Sql, token: string): Promise<{ session: Session; user: SessionUser } | null> {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  const id = sessionIdOf(token);
  const [row] = await sql`
    SELECT s.id, s.user_id, s.expires_at, u.username, u.is_admin
    FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ${id}`;
  if (!row) return null;
  const session: Session = { id: row.id, userId: row.user_id, expiresAt: new Date(row.expires_at) };
  if (Date.now() >= session.expiresAt.getTime()) {
    await sql`DELETE FROM sessions WHERE id = ${id}`;
    return null;
  }
  if (Date.now() >= session.expiresAt.getTime() - (SESSION_DAYS / 2) * DAY_MS) {
    session.expiresAt = new Date(Date.now() + SESSION_DAYS * DAY_MS);
    await sql`UPDATE sessions SET expires_at = ${session.expiresAt} WHERE id = ${id}`;
  }
  return { session, user: { id: row.user_id, username: row.username, isAdmin: row.is_admin } };
}

export async function invalidateSession(sql: Sql, sessionId: string): Promise<void> {
  await sql`DELETE FROM sessions WHERE id = ${sessionId}`;
}

/** Ends every session of a user, on every device: a changed or reset password must sign the old ones out. */
export async function invalidateAllSessions(sql: Sql, userId: number): Promise<void> {
  await sql`DELETE FROM sessions WHERE user_id = ${userId}`;
}
