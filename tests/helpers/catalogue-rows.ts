import type { Sql } from '#db/connection.ts';

interface VariantRow {
  name: string;
  price: string;
  stock: number;
  active?: boolean;
  sku?: string;
}

interface ProductRow {
  name: string;
  price: string;
  stock?: number;
  active?: boolean;
  unit?: string;
  image?: string;
  sku?: string;
  minOrder?: number;
  variants?: VariantRow[];
}

let serial = 0;

/** Inserts one product (and its variants) for cart tests; returns its id and the variant ids in order. */
export async function insertProduct(sql: Sql, p: ProductRow): Promise<{ id: number; variantIds: number[] }> {
  serial++;
  const [product] = await sql`
    INSERT INTO products (name, slug, short_description, base_price, stock_quantity, unit, is_active, sku, min_order_quantity)
    VALUES (${p.name}, ${`urun-${serial}-${Date.now()}`}, ${`${p.name} kısa açıklama`}, ${p.price}, ${p.stock ?? 0},
            ${p.unit ?? 'adet'}, ${p.active ?? true}, ${p.sku ?? null}, ${p.minOrder ?? 1})
    RETURNING id`;
  const id = product!.id as number;
  if (p.image) await sql`INSERT INTO product_images (product_id, url, position) VALUES (${id}, ${p.image}, 0)`;
  const variantIds: number[] = [];
  for (const [i, v] of (p.variants ?? []).entries()) {
    const [row] = await sql`
      INSERT INTO product_variants (product_id, name, price, stock_quantity, is_active, sort_order, sku)
      VALUES (${id}, ${v.name}, ${v.price}, ${v.stock}, ${v.active ?? true}, ${i}, ${v.sku ?? null}) RETURNING id`;
    variantIds.push(row!.id as number);
  }
  return { id, variantIds };
}

/**
 * A product sold in variants: unless `product` says otherwise, its own price is its first
 * variant's and it holds no stock of its own (what a shopper buys is a variant).
 */
export function insertVariantProduct(
  sql: Sql,
  product: Omit<ProductRow, 'price' | 'variants'> & { price?: string },
  variants: VariantRow[],
) {
  return insertProduct(sql, { price: variants[0]!.price, stock: 0, ...product, variants });
}
