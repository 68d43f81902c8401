import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import type { Sql } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';

// Links e-mailed to a customer carry a random token; only its SHA-256 is stored,
// so a leaked table cannot be turned into working links.

export type TokenPurpose = 'password_reset' | 'order_claim' | 'email_verification';

const TOKEN_PATTERN = /^[a-z2-7]{52}$/;

const hashOf = (token: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(token)));

/** A new random link token and the hash to store in its place. */
export function newLinkToken(): { token: string; hash: string } {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  const token = encodeBase32LowerCaseNoPadding(bytes);
  return { token, hash: hashOf(token) };
}

/** The stored hash of a link token, or null for a text that cannot be one of ours. */
export const linkTokenHash = (token: string): string | null => (TOKEN_PATTERN.test(token) ? hashOf(token) : null);

/** A new single-use token for the user; earlier unused ones of the same purpose stop working. */
export async function issueToken(
  sql: Sql,
  userId: number,
  purpose: TokenPurpose,
  email: string,
  validMinutes: number,
): Promise<string> {
  const { token, hash } = newLinkToken();
  await sql.begin(async (tx) => {
    await tx`DELETE FROM account_tokens WHERE user_id = ${userId} AND purpose = ${purpose} AND used_at IS NULL`;
    await tx`
      INSERT INTO account_tokens (token_hash, user_id, purpose, email, expires_at)
      VALUES (${hash}, ${userId}, ${purpose}, ${email}, now() + make_interval(mins => ${validMinutes}))`;
  });
  return token;
}

export interface ConsumedToken {
  userId: number;
  email: string;
}

/** The owner of a token that would still work, without using it up (to check a form first). */
export async function peekToken(
  sql: Sql,
  token: string,
  purpose: TokenPurpose,
): Promise<(ConsumedToken & { username: string; isAdmin: boolean }) | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await sql<{ user_id: number; email: string; username: string; is_admin: boolean }[]>`
    SELECT t.user_id, t.email, u.username, u.is_admin FROM account_tokens t JOIN users u ON u.id = t.user_id
    WHERE t.token_hash = ${hashOf(token)} AND t.purpose = ${purpose} AND t.used_at IS NULL AND t.expires_at > now()`;
  return row ? { userId: row.user_id, email: row.email, username: row.username, isAdmin: row.is_admin } : null;
}

/**
 * Marks the token used and answers its owner, or null when it is unknown, used, expired or
 * (with `ownerId`) issued to another user. One UPDATE decides, so two clicks on the same
 * link cannot both succeed.
 */
export async function consumeToken(
  sql: Sql,
  token: string,
  purpose: TokenPurpose,
  ownerId?: number,
): Promise<ConsumedToken | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await sql<{ user_id: number; email: string }[]>`
    UPDATE account_tokens SET used_at = now()
    WHERE token_hash = ${hashOf(token)} AND purpose = ${purpose} AND used_at IS NULL AND expires_at > now()
      ${ownerId === undefined ? sql`` : sql`AND user_id = ${ownerId}`}
    RETURNING user_id, email`;
  return row ? { userId: row.user_id, email: row.email } : null;
}

/** Expired and used links are refused already; this only keeps the table small. Returns how many went. */
export async function removeSpentTokens(sql: Sql): Promise<number> {
  const rows = await sql<
    Row<'account_tokens', 'token_hash'>[]
  >`DELETE FROM account_tokens WHERE expires_at <= now() OR used_at IS NOT NULL RETURNING token_hash`;
  return rows.length;
}
