import type { Sql, NoRows } from '#db/connection.ts';
import { ensureCartId } from './carts.ts';
import { priceLocked } from './locked-lines.ts';
import type { Row } from '#db/tables.ts';

/**
 * At login or registration the guest cart moves into the customer's cart: the same
 * product and variant add up, capped at the stock (a line a quote locks keeps its quantity);
 * lines no longer sold are dropped; the guest's discount code comes along when the customer's cart has none.
 * The guest cart is removed, so the session starts empty after logout.
 */
export async function mergeGuestCart(sql: Sql, sessionId: string, userId: number): Promise<void> {
  await sql.begin(async (tx) => {
    const [guest] = await tx<
      Row<'carts', 'id'>[]
    >`SELECT id FROM carts WHERE session_id = ${sessionId} AND user_id IS NULL FOR UPDATE`;
    if (!guest) return;
    const userCartId = await ensureCartId(tx, { kind: 'user', userId });
    await tx<NoRows>`
      INSERT INTO cart_items (cart_id, product_id, variant_id, quantity)
      SELECT ${userCartId}, g.product_id, g.variant_id, LEAST(g.quantity, coalesce(v.stock_quantity, p.stock_quantity))
      FROM cart_items g
      JOIN products p ON p.id = g.product_id
      LEFT JOIN product_variants v ON v.id = g.variant_id
      WHERE g.cart_id = ${guest.id} AND p.is_active AND (g.variant_id IS NULL OR v.is_active)
        AND coalesce(v.stock_quantity, p.stock_quantity) > 0
      ON CONFLICT (cart_id, product_id, coalesce(variant_id, 0))
      DO UPDATE SET quantity = LEAST(
        cart_items.quantity + excluded.quantity,
        (SELECT coalesce(v.stock_quantity, p.stock_quantity) FROM products p
         LEFT JOIN product_variants v ON v.id = excluded.variant_id WHERE p.id = excluded.product_id))
      WHERE NOT ${priceLocked(tx, 'cart_items')}`;
    // The guest's discount code comes along unless the customer's cart has one (issue 39).
    await tx<NoRows>`
      UPDATE carts SET promotion_id = coalesce(promotion_id, (SELECT promotion_id FROM carts WHERE id = ${guest.id}))
      WHERE id = ${userCartId}`;
    await tx<NoRows>`DELETE FROM carts WHERE id = ${guest.id}`;
  });
}
