import type { Tx } from '#db/connection.ts';
import type { ProductValues } from './import-plan.ts';
import type { SheetRow } from './sheet-rows.ts';
import { heldOf, heldUnits } from '../held-stock.ts';

export interface CurrentProduct {
  id: number;
  values: ProductValues;
  categoryIds: number[];
  images: string[];
  variants: Map<number, { name: string; price: string; stock: number }>;
  /** Explicit group prices set now, by variant (null: the product's own): group id → price. */
  groupPrices: Map<number | null, Map<number, string>>;
}

interface SkuRow {
  sku: string;
  variant_id: number | null;
  product_id: number;
}

/** What the catalogue holds now for the file's SKUs and their products, read in a few set queries. */
export async function loadCurrent(tx: Tx, rows: SheetRow[]) {
  const skus = rows.map((r) => r.sku);
  const skuRows = await tx<SkuRow[]>`
    SELECT sku, id AS variant_id, product_id FROM product_variants WHERE sku = ANY(${skus}::text[])
    UNION ALL
    SELECT sku, NULL, id FROM products WHERE sku = ANY(${skus}::text[])`;
  const bySku = new Map<string, SkuRow>();
  // A variant's SKU wins over a product's (the admin keeps them apart, older data may not).
  for (const r of skuRows) if (!bySku.has(r.sku) || r.variant_id !== null) bySku.set(r.sku, r);
  const products = await loadProducts(tx, [...new Set(skuRows.map((r) => r.product_id))]);
  return {
    bySku,
    products,
    /** Products with exactly these names (new variants may join them), loaded into `products` too. */
    async productsNamed(names: string[]): Promise<Map<string, Set<number>>> {
      if (!names.length) return new Map();
      const found = await tx<
        { id: number; name: string }[]
      >`SELECT id, name FROM products WHERE name = ANY(${names}::text[])`;
      for (const [id, p] of await loadProducts(
        tx,
        found.map((f) => f.id).filter((id) => !products.has(id)),
      ))
        products.set(id, p);
      const byName = new Map<string, Set<number>>();
      for (const f of found) byName.set(f.name, (byName.get(f.name) ?? new Set()).add(f.id));
      return byName;
    },
  };
}

interface ProductRow {
  id: number;
  name: string;
  brand: string | null;
  vat_rate: number;
  min_order_quantity: number;
  order_step: number;
  is_active: boolean;
  description: string | null;
  base_price: string;
  stock_quantity: number;
  sku: string | null;
  weight_kg: string | null;
  width_cm: string | null;
  length_cm: string | null;
  height_cm: string | null;
}

async function loadProducts(tx: Tx, ids: number[]): Promise<Map<number, CurrentProduct>> {
  const map = new Map<number, CurrentProduct>();
  if (!ids.length) return map;
  // Stock is read as the shelf, units held by unpaid orders included (held-stock.ts): the figure the file holds.
  const rows = await tx<ProductRow[]>`
    SELECT p.id, p.name, p.brand, p.vat_rate, p.min_order_quantity, p.order_step, p.is_active, p.description, p.base_price::text,
      p.stock_quantity + coalesce(h.units, 0) AS stock_quantity, p.sku,
      p.weight_kg::text, p.width_cm::text, p.length_cm::text, p.height_cm::text
    FROM products p LEFT JOIN ${heldUnits(tx)} h ON ${heldOf(tx, 'product', tx`p.id`)}
    WHERE p.id = ANY(${ids}::int[])`;
  for (const r of rows) {
    map.set(r.id, {
      id: r.id,
      values: {
        name: r.name,
        brand: r.brand,
        vatRate: r.vat_rate,
        minOrderQuantity: r.min_order_quantity,
        orderStep: r.order_step,
        active: r.is_active,
        description: r.description,
        basePrice: r.base_price,
        stock: r.stock_quantity,
        sku: r.sku,
        weightKg: r.weight_kg,
        widthCm: r.width_cm,
        lengthCm: r.length_cm,
        heightCm: r.height_cm,
      },
      categoryIds: [],
      images: [],
      variants: new Map(),
      groupPrices: new Map(),
    });
  }
  const categories = await tx<{ product_id: number; category_id: number }[]>`
    SELECT product_id, category_id FROM product_categories WHERE product_id = ANY(${ids}::int[])`;
  for (const c of categories) map.get(c.product_id)!.categoryIds.push(c.category_id);
  const images = await tx<{ product_id: number; url: string }[]>`
    SELECT product_id, url FROM product_images WHERE product_id = ANY(${ids}::int[]) ORDER BY product_id, position, id`;
  for (const i of images) map.get(i.product_id)!.images.push(i.url);
  const variants = await tx<{ id: number; product_id: number; name: string; price: string; stock_quantity: number }[]>`
    SELECT v.id, v.product_id, v.name, v.price::text, v.stock_quantity + coalesce(h.units, 0) AS stock_quantity
    FROM product_variants v LEFT JOIN ${heldUnits(tx)} h ON ${heldOf(tx, 'variant', tx`v.id`)}
    WHERE v.product_id = ANY(${ids}::int[])`;
  for (const v of variants)
    map.get(v.product_id)!.variants.set(v.id, { name: v.name, price: v.price, stock: v.stock_quantity });
  const groupPrices = await tx<
    { product_id: number; variant_id: number | null; price_group_id: number; price: string }[]
  >`
    SELECT product_id, variant_id, price_group_id, price::text FROM product_group_prices WHERE product_id = ANY(${ids}::int[])`;
  for (const g of groupPrices) {
    const prices = map.get(g.product_id)!.groupPrices;
    if (!prices.has(g.variant_id)) prices.set(g.variant_id, new Map());
    prices.get(g.variant_id)!.set(g.price_group_id, g.price);
  }
  return map;
}
