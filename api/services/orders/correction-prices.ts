import type { Db } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { invalid } from '../../core/errors.ts';
import { CORRECTION_MESSAGES as m } from '../../schemas/order-corrections.ts';
import { linePrice, type BuyerGroup } from '../../shared/buyer-price.ts';
import { unitPrice } from '../../shared/unit-price.ts';
import { tiersOf } from '../../features/trade/index.ts';
import type { AddedLine } from './correction-plan.ts';

type ProductRow = Row<'products', 'name' | 'unit' | 'base_price' | 'vat_rate' | 'is_active'> & {
  variant_name: string | null;
  variant_price: string | null;
  variant_active: boolean | null;
  has_variants: boolean;
};

/**
 * A product added to a paid order, priced as the shop would price it for this buyer now (the
 * list price, their price group's, a quantity break: shared/buyer-price.ts), never by the client.
 */
export async function addedLinePrice(
  db: Db,
  userId: number | null,
  productId: number,
  variantId: number | null,
  quantity: number,
): Promise<AddedLine> {
  const [p] = await db<ProductRow[]>`
    SELECT p.name, p.unit, p.base_price, p.vat_rate, p.is_active, v.name AS variant_name, v.price AS variant_price,
      v.is_active AS variant_active,
      EXISTS (SELECT 1 FROM product_variants x WHERE x.product_id = p.id AND x.is_active) AS has_variants
    FROM products p LEFT JOIN product_variants v ON v.id = ${variantId} AND v.product_id = p.id
    WHERE p.id = ${productId}`;
  if (!p || !p.is_active || (variantId !== null && !p.variant_active)) throw invalid(m.unknownProduct);
  if (variantId === null && p.has_variants) throw invalid(m.variantNeeded);
  const [group] = userId
    ? await db<(BuyerGroup & { explicit: string | null })[]>`
        SELECT g.id, g.discount_percent AS "discountPercent",
          (SELECT gp.price::text FROM product_group_prices gp WHERE gp.price_group_id = g.id AND gp.product_id = ${productId}
            AND coalesce(gp.variant_id, 0) = ${variantId ?? 0}) AS explicit
        FROM users u JOIN price_groups g ON g.id = u.price_group_id WHERE u.id = ${userId}`
    : [];
  const { price } = linePrice({
    listPrice: unitPrice(p.base_price, p.variant_price),
    group: group ? { id: group.id, discountPercent: group.discountPercent } : null,
    explicitPrice: group?.explicit ?? null,
    tiers: await tiersOf(db, productId, group ?? null),
    variantId,
    quantity,
  });
  return {
    productId,
    variantId,
    productName: p.name,
    variantName: p.variant_name,
    unit: p.unit,
    price,
    vatRate: Number(p.vat_rate),
    quantity,
  };
}
