import { createHash } from 'node:crypto';
import type { Sql } from '#db/connection.ts';
import { conflict, invalid, unprocessable } from '../../core/errors.ts';
import type { CheckoutAnswer } from '../../schemas/checkout.ts';
import type { CartOwner } from '../cart/cart-owner.ts';
import type { Row } from '#db/tables.ts';

export const IDEMPOTENCY_MESSAGES = {
  malformed: 'Idempotency-Key en fazla 200 karakterlik görünür ASCII karakterlerden oluşmalıdır',
  otherBody: 'Bu Idempotency-Key başka bir sipariş isteği için kullanılmış',
  inProgress: 'Aynı sipariş isteği hâlâ işleniyor. Lütfen birkaç saniye sonra tekrar deneyin.',
} as const;

/** How long a key answers the same: a day covers any retry of a checkout. */
export const IDEMPOTENCY_HOURS = 24;

const ownerKey = (owner: CartOwner) => (owner.kind === 'user' ? `u:${owner.userId}` : `s:${owner.sessionId}`);

export function parseIdempotencyKey(header: string | null): string | null {
  if (header === null) return null;
  if (!/^[\x21-\x7e]{1,200}$/.test(header)) throw invalid(IDEMPOTENCY_MESSAGES.malformed);
  return header;
}

/**
 * Runs `create` once per (buyer, key): the same key with the same body answers the stored
 * answer (same token) and creates nothing; the same key with another body is a 422; a
 * request still running under the key is a 409. A failed attempt frees the key.
 */
export async function oncePerKey(
  sql: Sql,
  owner: CartOwner,
  key: string,
  body: unknown,
  create: () => Promise<CheckoutAnswer>,
): Promise<CheckoutAnswer> {
  const hash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
  const who = ownerKey(owner);
  await sql`DELETE FROM checkout_idempotency_keys WHERE owner = ${who} AND key = ${key} AND created_at < now() - make_interval(hours => ${IDEMPOTENCY_HOURS})`;
  const [claimed] = await sql<Row<'checkout_idempotency_keys', 'key'>[]>`
    INSERT INTO checkout_idempotency_keys (owner, key, request_hash) VALUES (${who}, ${key}, ${hash})
    ON CONFLICT DO NOTHING RETURNING key`;
  if (!claimed) {
    const [row] = await sql<
      Row<'checkout_idempotency_keys', 'request_hash' | 'answer'>[]
    >`SELECT request_hash, answer FROM checkout_idempotency_keys WHERE owner = ${who} AND key = ${key}`;
    if (!row) throw conflict(IDEMPOTENCY_MESSAGES.inProgress);
    if (row.request_hash !== hash) throw unprocessable(IDEMPOTENCY_MESSAGES.otherBody);
    if (!row.answer) throw conflict(IDEMPOTENCY_MESSAGES.inProgress);
    return row.answer as CheckoutAnswer;
  }
  try {
    const answer = await create();
    await sql`UPDATE checkout_idempotency_keys SET answer = ${sql.json(answer as never)} WHERE owner = ${who} AND key = ${key}`;
    return answer;
  } catch (error) {
    await sql`DELETE FROM checkout_idempotency_keys WHERE owner = ${who} AND key = ${key}`;
    throw error;
  }
}

/** Keys past their day, removed by the hourly clean-up. */
export async function removeOldIdempotencyKeys(sql: Sql): Promise<number> {
  const rows = await sql<
    Row<'checkout_idempotency_keys', 'key'>[]
  >`DELETE FROM checkout_idempotency_keys WHERE created_at < now() - make_interval(hours => ${IDEMPOTENCY_HOURS}) RETURNING key`;
  return rows.length;
}
