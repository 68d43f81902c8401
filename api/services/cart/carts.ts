import type { CartOwner } from './cart-owner.ts';
import type { Db, NoRows } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';

/** The owner's cart id, or null when it has none yet. */
export async function findCartId(sql: Db, owner: CartOwner): Promise<number | null> {
  const [row] =
    owner.kind === 'user'
      ? await sql<Row<'carts', 'id'>[]>`SELECT id FROM carts WHERE user_id = ${owner.userId}`
      : await sql<Row<'carts', 'id'>[]>`SELECT id FROM carts WHERE session_id = ${owner.sessionId}`;
  return row ? (row.id as number) : null;
}

/** The owner's cart id, created on first use; every call marks the cart as touched. */
export async function ensureCartId(sql: Db, owner: CartOwner): Promise<number> {
  const [row] =
    owner.kind === 'user'
      ? await sql<{ id: number }[]>`
        INSERT INTO carts (user_id) VALUES (${owner.userId})
        ON CONFLICT (user_id) DO UPDATE SET updated_at = now() RETURNING id`
      : await sql<{ id: number }[]>`
        INSERT INTO carts (session_id) VALUES (${owner.sessionId})
        ON CONFLICT (session_id) DO UPDATE SET updated_at = now() RETURNING id`;
  return row!.id as number;
}

/**
 * A visit keeps a guest cart alive (the clean-up removes carts untouched for 30 days),
 * written at most once a day so reading the cart stays a read.
 */
export async function touchCart(sql: Db, cartId: number): Promise<void> {
  await sql<NoRows>`UPDATE carts SET updated_at = now() WHERE id = ${cartId} AND updated_at < now() - interval '1 day'`;
}
