import type { Sql } from '#db/connection.ts';
import { notFound } from '../../core/errors.ts';
import type { QuickAddResult } from '../../schemas/quick-order.ts';
import { linkTokenHash } from '../../services/accounts/one-time-tokens.ts';
import { addEachToCart } from '../../services/cart/cart-items.ts';
import { findCartId } from '../../services/cart/carts.ts';
import type { CartOwner } from '../../services/cart/cart-owner.ts';

export const RESTORE_MESSAGES = {
  invalidLink: 'Bu sepet bağlantısı geçersiz ya da süresi dolmuş',
} as const;

/** A reminder's restore link works this long. */
const RESTORE_WITHIN = '14 days';

/**
 * The reminder's 'sepetinize dönün' link: the reminded cart's lines into the visitor's cart (a
 * guest on another device, or the customer signed in there) by the cart's one add, so stock and
 * order rules apply as to any add. Lines already in that cart are left as they are, so opening
 * the link twice, or in the reminded cart itself, adds nothing twice.
 */
export async function restoreRemindedCart(sql: Sql, token: string, owner: CartOwner): Promise<QuickAddResult> {
  const hash = linkTokenHash(token);
  const [cart] = hash
    ? await sql<{ id: number }[]>`
        SELECT id FROM carts WHERE reminder_token_hash = ${hash} AND reminded_at > now() - ${RESTORE_WITHIN}::interval`
    : [];
  if (!cart) throw notFound(RESTORE_MESSAGES.invalidLink);
  return sql.begin(async (tx) => {
    const target = await findCartId(tx, owner);
    const lines = await tx<{ product_id: number; variant_id: number | null; quantity: number; label: string }[]>`
      SELECT i.product_id, i.variant_id, i.quantity,
        coalesce(v.sku, p.sku, p.name || coalesce(' (' || v.name || ')', '')) AS label
      FROM cart_items i JOIN products p ON p.id = i.product_id
      LEFT JOIN product_variants v ON v.id = i.variant_id
      WHERE i.cart_id = ${cart.id}
        AND NOT EXISTS (SELECT 1 FROM cart_items t WHERE t.cart_id = ${target}
          AND t.product_id = i.product_id AND t.variant_id IS NOT DISTINCT FROM i.variant_id)
      ORDER BY i.id`;
    return addEachToCart(
      tx,
      owner,
      lines.map((l, i) => ({
        line: i + 1,
        sku: l.label,
        productId: l.product_id,
        variantId: l.variant_id,
        quantity: l.quantity,
      })),
    );
  });
}
