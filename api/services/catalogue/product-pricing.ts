import type { Db, Sql, Tx, NoRows } from '#db/connection.ts';
import { invalid, notFound } from '../../core/errors.ts';
import {
  pricingMessages as m,
  type GroupPricesInput,
  type OrderRulesInput,
  type PriceTiersInput,
  type ProductPricing,
} from '../../schemas/admin-pricing.ts';

// A product's pricing beyond its list prices (decisions 0282, 0284). The writes fire
// catalogue_version_group_prices / catalogue_version_price_tiers (migration 0155) and, for the
// order rules, products_listed_change and catalogue_apply_noted (its card, the version): every
// cached listing follows at once (db/README.md).

/** What the admin dialog edits: order rules, the groups with their explicit prices, the tiers. */
export async function productPricing(sql: Db, productId: number): Promise<ProductPricing> {
  const [product] = await sql<{ min_order_quantity: number; order_step: number }[]>`
    SELECT min_order_quantity, order_step FROM products WHERE id = ${productId}`;
  if (!product) throw notFound(m.productNotFound);
  const [groups, groupPrices, tiers] = await Promise.all([
    sql<ProductPricing['groups']>`
      SELECT id, name, discount_percent::text AS "discountPercent" FROM price_groups ORDER BY name, id`,
    sql<ProductPricing['groupPrices']>`
      SELECT price_group_id AS "priceGroupId", variant_id AS "variantId", price::text AS price
      FROM product_group_prices WHERE product_id = ${productId} ORDER BY price_group_id, variant_id NULLS FIRST`,
    sql<ProductPricing['tiers']>`
      SELECT variant_id AS "variantId", price_group_id AS "priceGroupId", min_quantity AS "minQuantity",
             unit_price::text AS "unitPrice"
      FROM product_price_tiers WHERE product_id = ${productId}
      ORDER BY variant_id NULLS FIRST, price_group_id NULLS FIRST, min_quantity`,
  ]);
  return { minOrderQuantity: product.min_order_quantity, orderStep: product.order_step, groups, groupPrices, tiers };
}

/** Replaces the product's quantity breaks. */
export async function setPriceTiers(sql: Sql, productId: number, input: PriceTiersInput): Promise<ProductPricing> {
  await sql.begin(async (tx) => {
    await checkReferences(tx, productId, input.tiers);
    await writePriceTiers(tx, productId, input.tiers);
  });
  return productPricing(sql, productId);
}

/** Writes a product's quantity breaks, the caller having checked their references. */
export async function writePriceTiers(tx: Tx, productId: number, tiers: PriceTiersInput['tiers']): Promise<void> {
  await tx<NoRows>`DELETE FROM product_price_tiers WHERE product_id = ${productId}`;
  if (tiers.length > 0)
    await tx<NoRows>`
      INSERT INTO product_price_tiers (product_id, variant_id, price_group_id, min_quantity, unit_price)
      SELECT ${productId}, t."variantId", t."priceGroupId", t."minQuantity", t."unitPrice"
      FROM json_to_recordset(${tx.json(tiers as never)}::json)
        AS t("variantId" int, "priceGroupId" int, "minQuantity" int, "unitPrice" numeric)`;
}

/** Replaces the product's explicit group prices. */
export async function setGroupPrices(sql: Sql, productId: number, input: GroupPricesInput): Promise<ProductPricing> {
  await sql.begin(async (tx) => {
    await checkReferences(tx, productId, input.prices);
    await writeGroupPrices(tx, productId, input.prices);
  });
  return productPricing(sql, productId);
}

/** Writes a product's explicit group prices (the dialog's writer; the sheet's is `writeGroupPriceCells`). */
export async function writeGroupPrices(tx: Tx, productId: number, prices: GroupPricesInput['prices']): Promise<void> {
  await tx<NoRows>`DELETE FROM product_group_prices WHERE product_id = ${productId}`;
  if (prices.length > 0)
    await tx<NoRows>`
      INSERT INTO product_group_prices (product_id, price_group_id, variant_id, price)
      SELECT ${productId}, p."priceGroupId", p."variantId", p.price
      FROM json_to_recordset(${tx.json(prices as never)}::json) AS p("priceGroupId" int, "variantId" int, price numeric)`;
}

/** One explicit group price of a product or variant: a price sets it, null removes it. */
export interface GroupPriceCell {
  productId: number;
  variantId: number | null;
  priceGroupId: number;
  price: string | null;
}

/**
 * Sets and removes single explicit group prices across many products, a thousand a statement (the
 * spreadsheet import, decision 0285): the groups and variants are the caller's checked ones, and a
 * group or variant not named keeps its price.
 */
export async function writeGroupPriceCells(tx: Tx, cells: GroupPriceCell[]): Promise<void> {
  for (let i = 0; i < cells.length; i += 1000) {
    const part = cells.slice(i, i + 1000);
    await tx<NoRows>`
      DELETE FROM product_group_prices g
      USING json_to_recordset(${tx.json(part as never)}::json) AS c("productId" int, "variantId" int, "priceGroupId" int)
      WHERE g.product_id = c."productId" AND g.price_group_id = c."priceGroupId"
        AND coalesce(g.variant_id, 0) = coalesce(c."variantId", 0)`;
    const set = part.filter((c) => c.price !== null);
    if (set.length > 0)
      await tx<NoRows>`
        INSERT INTO product_group_prices (product_id, price_group_id, variant_id, price)
        SELECT c."productId", c."priceGroupId", c."variantId", c.price
        FROM json_to_recordset(${tx.json(set as never)}::json) AS c("productId" int, "variantId" int, "priceGroupId" int, price numeric)`;
  }
}

/** Sets the product's minimum order quantity and order step. */
export async function setOrderRules(sql: Sql, productId: number, input: OrderRulesInput): Promise<ProductPricing> {
  const rows = await sql<{ id: number }[]>`
    UPDATE products SET min_order_quantity = ${input.minOrderQuantity}, order_step = ${input.orderStep}, updated_at = now()
    WHERE id = ${productId} RETURNING id`;
  if (rows.length === 0) throw notFound(m.productNotFound);
  return productPricing(sql, productId);
}

/** The product exists (locked), and every variant is its own and every group exists. */
export async function checkReferences(
  tx: Tx,
  productId: number,
  rows: { variantId: number | null; priceGroupId: number | null }[],
): Promise<void> {
  const [product] = await tx<{ id: number }[]>`SELECT id FROM products WHERE id = ${productId} FOR UPDATE`;
  if (!product) throw notFound(m.productNotFound);
  const variantIds = [...new Set(rows.flatMap((r) => (r.variantId === null ? [] : [r.variantId])))];
  const groupIds = [...new Set(rows.flatMap((r) => (r.priceGroupId === null ? [] : [r.priceGroupId])))];
  const variants = await tx<{ id: number }[]>`
    SELECT id FROM product_variants WHERE product_id = ${productId} AND id = ANY(${variantIds}::int[])`;
  if (variants.length !== variantIds.length) throw invalid(m.unknownVariant);
  // Locked so a group deleted meanwhile cannot leave a price the foreign key then refuses.
  const groups = await tx<
    { id: number }[]
  >`SELECT id FROM price_groups WHERE id = ANY(${groupIds}::int[]) FOR KEY SHARE`;
  if (groups.length !== groupIds.length) throw invalid(m.unknownGroup);
}
