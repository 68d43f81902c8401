import type { Sql } from '#db/connection.ts';

/**
 * The price group a user buys in, or null (guests, ordinary customers). The one place the
 * price resolution asks; `discountPercent` has at most two decimals, so
 * `Math.round(discountPercent * 100)` is exact in hundredths of a percent.
 */
export interface BuyerPriceGroup {
  id: number;
  discountPercent: number;
}

export async function buyerPriceGroup(sql: Sql, userId: number | null | undefined): Promise<BuyerPriceGroup | null> {
  if (userId == null) return null;
  const [row] = await sql<{ id: number; discount_percent: string }[]>`
    SELECT g.id, g.discount_percent FROM users u JOIN price_groups g ON g.id = u.price_group_id WHERE u.id = ${userId}`;
  return row ? { id: row.id, discountPercent: Number(row.discount_percent) } : null;
}
