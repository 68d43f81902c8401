import type { Db } from '#db/connection.ts';
import { holdableUnits } from '../../shared/hold-notice.ts';

/** A shelf: a product without variants (variantId null) or one variant of it. */
export interface Shelf {
  productId: number;
  variantId: number | null;
}

const key = (s: Shelf) => `${s.productId}:${s.variantId ?? ''}`;

/**
 * What unpaid orders hold of the given products' shelves now (one indexed sum per shelf,
 * order_items_held_idx), and from it what a new checkout could hold of `available`.
 */
export async function holdableOf(db: Db, productIds: number[]) {
  const rows =
    productIds.length === 0
      ? []
      : await db<{ product_id: number; variant_id: number | null; held: number }[]>`
        SELECT product_id, variant_id, sum(held_quantity)::int AS held FROM order_items
        WHERE product_id = ANY(${productIds}::int[]) AND held_quantity > 0 GROUP BY product_id, variant_id`;
  const held = new Map(rows.map((r) => [key({ productId: r.product_id, variantId: r.variant_id }), r.held]));
  return (shelf: Shelf, available: number) => holdableUnits(available, held.get(key(shelf)) ?? 0);
}
