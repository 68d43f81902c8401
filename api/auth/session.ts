import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import type { Sql, NoRows, Db } from '#db/connection.ts';
import type { BuyerGroup } from '../shared/buyer-price.ts';
import { lifetimeOf } from './session-lifetimes.ts';
import type { AdminRole } from '../shared/admin-roles.ts';

// Sessions after Lucia's guide: the client holds a random token, the database only its SHA-256.

export interface SessionUser {
  id: number;
  username: string;
  isAdmin: boolean;
  /** A staff member's role (decision 0397); null for a customer. Read on every request, so a change counts at once. */
  adminRole: AdminRole | null;
  /**
   * The customer's price group, or null: read with the session on every request (the listing's
   * straight path keeps it while the database's notices vouch for it, decision 0333),
   * so moving a customer to another group or out of one changes their prices on the next request.
   * The cart and the checkout read it again inside checkout_cart_lines(), under the cart's lock.
   */
  priceGroup: BuyerGroup | null;
}

export interface Session {
  id: string;
  userId: number;
  /** The idle end, pushed forward while the session is used. */
  expiresAt: Date;
  /** The end no activity can move. */
  absoluteExpiresAt: Date;
}

/** What generateSessionToken makes: 20 random bytes in lower-case base32. */
export const SESSION_TOKEN = /^[a-z2-7]{32}$/;

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function sessionIdOf(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export async function createSession(sql: Sql, token: string, userId: number): Promise<Session> {
  const [user] = await sql<{ is_admin: boolean }[]>`SELECT is_admin FROM users WHERE id = ${userId}`;
  const lifetime = lifetimeOf(user?.is_admin ?? false);
  const now = Date.now();
  const session: Session = {
    id: sessionIdOf(token),
    userId,
    expiresAt: new Date(now + lifetime.idleMs),
    absoluteExpiresAt: new Date(now + lifetime.absoluteMs),
  };
  await sql`
    INSERT INTO sessions (id, user_id, expires_at, absolute_expires_at)
    VALUES (${session.id}, ${userId}, ${session.expiresAt}, ${session.absoluteExpiresAt})`;
  return session;
}

interface SessionRow {
  id: string;
  user_id: number;
  expires_at: Date;
  absolute_expires_at: Date;
  username: string;
  is_admin: boolean;
  admin_role: AdminRole | null;
  group_id: number | null;
  group_discount_percent: string | null;
}

/** The session and its user for a token; ended sessions are deleted, used ones renewed up to their absolute end. */
export async function validateSessionToken(
  sql: Sql,
  token: string,
): Promise<{ session: Session; user: SessionUser } | null> {
  if (!SESSION_TOKEN.test(token)) return null;
  const id = sessionIdOf(token);
  const [row] = await sql<SessionRow[]>`
    SELECT s.id, s.user_id, s.expires_at, s.absolute_expires_at, u.username, u.is_admin, u.admin_role,
           g.id AS group_id, g.discount_percent AS group_discount_percent
    FROM sessions s JOIN users u ON u.id = s.user_id
    LEFT JOIN price_groups g ON g.id = u.price_group_id
    WHERE s.id = ${id} AND u.staff_removed_at IS NULL`;
  if (!row) return null;
  const session: Session = {
    id: row.id,
    userId: row.user_id,
    expiresAt: new Date(row.expires_at),
    absoluteExpiresAt: new Date(row.absolute_expires_at),
  };
  const now = Date.now();
  if (hasEnded(session, now)) {
    await sql`DELETE FROM sessions WHERE id = ${id}`;
    return null;
  }
  const renewed = renewalOf(session, row.is_admin, now);
  if (renewed) {
    session.expiresAt = renewed;
    await sql`UPDATE sessions SET expires_at = ${session.expiresAt} WHERE id = ${id}`;
  }
  const priceGroup = row.group_id === null ? null : { id: row.group_id, discountPercent: row.group_discount_percent! };
  return {
    session,
    user: {
      id: row.user_id,
      username: row.username,
      isAdmin: row.is_admin,
      adminRole: row.is_admin ? row.admin_role : null,
      priceGroup,
    },
  };
}

/** Past its idle or its absolute end. */
export const hasEnded = (session: Session, now: number) =>
  now >= session.expiresAt.getTime() || now >= session.absoluteExpiresAt.getTime();

/** The session's new idle end when a request now pushes it a renewal step or more, else null. */
export function renewalOf(session: Session, isAdmin: boolean, now: number): Date | null {
  const lifetime = lifetimeOf(isAdmin);
  const renewed = Math.min(now + lifetime.idleMs, session.absoluteExpiresAt.getTime());
  return renewed - session.expiresAt.getTime() >= lifetime.renewStepMs ? new Date(renewed) : null;
}

export async function invalidateSession(sql: Sql, sessionId: string): Promise<void> {
  await sql<NoRows>`DELETE FROM sessions WHERE id = ${sessionId}`;
}

/** Ends every session of the user, except `keepSessionId` (the one changing the password). */
export async function invalidateAllSessions(
  sql: Db,
  userId: number,
  keepSessionId: string | null = null,
): Promise<void> {
  await sql`DELETE FROM sessions WHERE user_id = ${userId} AND id IS DISTINCT FROM ${keepSessionId}`;
}
