import type { Sql } from '#db/connection.ts';

export const GUEST_CART_DAYS = 30;

/** Removes guest carts untouched for `days` days (their lines go with them); returns how many. */
export async function removeStaleGuestCarts(sql: Sql, days = GUEST_CART_DAYS): Promise<number> {
  const rows = await sql<{ id: number }[]>`
    DELETE FROM carts WHERE user_id IS NULL AND updated_at < now() - make_interval(days => ${days})
    RETURNING id`;
  return rows.length;
}
