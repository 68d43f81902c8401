import type { Db } from '#db/connection.ts';
import type { PriceStepView, ProductView, VariantView } from '../../schemas/products.ts';
import { groupPrice, priceLadder, type BuyerGroup, type PriceTier } from '../../shared/buyer-price.ts';
import { toKurus } from '../../shared/money.ts';
import { withVatPrices } from '../../shared/product-offer.ts';

// Products as a buyer sees them (decision 0282): a stored card or the details hold the public
// prices; a trade buyer's view puts their group's in their place, with the public ones beside
// them as `listPrice` where they differ. A guest's and an ordinary customer's view is the public
// one untouched, so no group price can reach them by this path. A trade buyer whose price differs
// from the public one sees no sale 'before' price (decision 0320): it belongs to the public price.

/** A group's explicit prices of some products: `p<id>` for a product, `v<id>` for a variant. */
export type ExplicitPrices = Map<string, string>;

/** SQL: the group's explicit prices for these products and their variants. */
export async function explicitPricesOf(db: Db, groupId: number, productIds: number[]): Promise<ExplicitPrices> {
  const rows = await db<{ product_id: number; variant_id: number | null; price: string }[]>`
    SELECT product_id, variant_id, price::text AS price FROM product_group_prices
    WHERE price_group_id = ${groupId} AND product_id = ANY(${productIds}::int[])`;
  return new Map(rows.map((r) => [r.variant_id === null ? `p${r.product_id}` : `v${r.variant_id}`, r.price]));
}

/** SQL: the tiers of a product that may apply to this buyer (every buyer's and their group's). */
export async function tiersOf(db: Db, productId: number, group: BuyerGroup | null): Promise<PriceTier[]> {
  return db<PriceTier[]>`
    SELECT variant_id AS "variantId", price_group_id AS "priceGroupId", min_quantity AS "minQuantity",
           unit_price::text AS "unitPrice"
    FROM product_price_tiers
    WHERE product_id = ${productId} AND (price_group_id IS NULL OR price_group_id = ${group?.id ?? null})
    ORDER BY min_quantity, id`;
}

/** A listed or detailed product at the group's prices; the public view when there is no group. */
export function productForGroup(p: ProductView, group: BuyerGroup | null, explicit: ExplicitPrices): ProductView {
  if (!group) return p;
  const variants = p.variants.map((v): VariantView =>
    withList(v, groupPrice(v.price, group, explicit.get(`v${v.id}`) ?? null)),
  );
  const basePrice = groupPrice(p.basePrice, group, explicit.get(`p${p.id}`) ?? null);
  const active = variants.filter((v) => v.isActive);
  const price =
    active.length === 0
      ? basePrice
      : active.reduce((low, v) => (toKurus(v.price) < toKurus(low) ? v.price : low), active[0]!.price);
  const view: ProductView = { ...p, basePrice, variants, price };
  if (toKurus(price) !== toKurus(p.price)) {
    view.listPrice = p.price;
    view.compareAtPrice = null;
  } else delete view.listPrice;
  // The group's prices with KDV, beside them (shared/product-offer.ts).
  return withVatPrices(view);
}

function withList(v: VariantView, price: string): VariantView {
  return toKurus(price) === toKurus(v.price)
    ? { ...v, price }
    : { ...v, price, listPrice: v.price, compareAtPrice: null };
}

/**
 * The buyer's quantity breaks of a product (`p` as the public view has it): per variant, or for
 * the product itself when it has none, each quantity where their unit price drops.
 */
export function priceStepsOf(
  p: ProductView,
  group: BuyerGroup | null,
  explicit: ExplicitPrices,
  tiers: PriceTier[],
): PriceStepView[] {
  if (tiers.length === 0) return [];
  const lines =
    p.variants.length === 0
      ? [{ variantId: null, listPrice: p.basePrice, explicitPrice: explicit.get(`p${p.id}`) ?? null }]
      : p.variants.map((v) => ({
          variantId: v.id,
          listPrice: v.price,
          explicitPrice: explicit.get(`v${v.id}`) ?? null,
        }));
  return lines.flatMap((l) => priceLadder({ ...l, group, tiers }).map((s) => ({ variantId: l.variantId, ...s })));
}
