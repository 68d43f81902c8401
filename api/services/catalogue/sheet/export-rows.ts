import type { Sql } from '#db/connection.ts';
import { LIST_SEPARATOR, PATH_SEPARATOR } from '#api/schemas/product-sheet.ts';
import { heldOf, heldUnits } from '../held-stock.ts';
import { unitPrice } from '#api/shared/unit-price.ts';
import type { Row } from '#db/tables.ts';
import { attributeTextsOf } from './sheet-attributes.ts';

/** One spreadsheet row: a variant, or a product without variants. */
export interface ExportRow {
  sku: string | null;
  product_name: string;
  variant_name: string | null;
  category_path: string;
  brand: string | null;
  price: string;
  stock: number;
  vat_rate: number;
  min_order_quantity: number;
  order_step: number;
  active: boolean;
  description: string | null;
  images: string;
  /** The product's shipping measures as the database holds them ('2.500', '30.0'), on each of its rows. */
  weight_kg: string | null;
  width_cm: string | null;
  length_cm: string | null;
  height_cm: string | null;
  /** The row's item's barcode and whether it is sold on Trendyol (issue 51). */
  barcode: string | null;
  trendyol: boolean;
  /** The row's explicit group prices (the product's own on a product row, the variant's on a variant row): group id → '149.90'. */
  groupPrices: Map<number, string>;
  /** The row's technical values as stored ('2.5', a choice code, 'true'): a variant's own, else its product's. */
  attributes: Map<number, string>;
}

type ExportSqlRow = Omit<ExportRow, 'price' | 'groupPrices' | 'attributes'> &
  Row<'products', 'id' | 'base_price'> & {
    variant_id: number | null;
    variant_price: Row<'product_variants', 'price'>['price'] | null;
  };

const BATCH = 500;

/**
 * Every product in id order, a batch of products per query (keyset, so memory stays flat and
 * no cursor is held open on the single PGlite connection), one row per variant. The stock is
 * the shelf, units held by unpaid orders included (held-stock.ts), as the import reads it back.
 * The explicit group prices are read only when there are groups (their columns, decision 0285).
 */
export async function* exportRows(sql: Sql, withGroupPrices = false): AsyncGenerator<ExportRow[]> {
  let after = 0;
  for (;;) {
    // Categories and images are gathered once per product, before the join repeats it per variant.
    const rows = await sql<ExportSqlRow[]>`
      SELECT p.id, v.id AS variant_id, coalesce(v.sku, CASE WHEN v.id IS NULL THEN p.sku END) AS sku, p.name AS product_name, v.name AS variant_name,
        p.category_path, p.brand, p.base_price, v.price AS variant_price, coalesce(v.stock_quantity, p.stock_quantity) + coalesce(hv.units, hp.units, 0) AS stock,
        p.vat_rate, p.min_order_quantity, p.order_step, p.is_active AS active, p.description, p.images,
        p.weight_kg::text, p.width_cm::text, p.length_cm::text, p.height_cm::text,
        CASE WHEN v.id IS NULL THEN p.barcode ELSE v.barcode END AS barcode,
        EXISTS (SELECT 1 FROM channel_listings l WHERE l.channel = 'trendyol' AND l.listed AND l.product_id = p.id
          AND coalesce(l.variant_id, 0) = coalesce(v.id, 0)) AS trendyol
      FROM (
        SELECT p.*,
          coalesce((SELECT string_agg(CASE WHEN parent.id IS NULL THEN c.name ELSE parent.name || ${` ${PATH_SEPARATOR} `} || c.name END,
              ${` ${LIST_SEPARATOR} `} ORDER BY c.id)
            FROM product_categories pc JOIN categories c ON c.id = pc.category_id LEFT JOIN categories parent ON parent.id = c.parent_id
            WHERE pc.product_id = p.id), '') AS category_path,
          coalesce((SELECT string_agg(i.url, ${` ${LIST_SEPARATOR} `} ORDER BY i.position, i.id) FROM product_images i WHERE i.product_id = p.id), '') AS images
        FROM (SELECT * FROM products WHERE id > ${after} ORDER BY id LIMIT ${BATCH}) p
      ) p
      LEFT JOIN product_variants v ON v.product_id = p.id
      LEFT JOIN ${heldUnits(sql)} hp ON v.id IS NULL AND ${heldOf(sql, 'product', sql`p.id`, sql`hp`)}
      LEFT JOIN ${heldUnits(sql)} hv ON ${heldOf(sql, 'variant', sql`v.id`, sql`hv`)}
      ORDER BY p.id, v.sort_order, v.id`;
    if (rows.length === 0) return;
    const groupPrices = withGroupPrices ? await groupPricesOf(sql, after, rows.at(-1)!.id) : new Map();
    const attributes = await attributeTextsOf(sql, after, rows.at(-1)!.id);
    after = rows.at(-1)!.id;
    yield rows.map(({ id, variant_id, base_price, variant_price, ...row }) => ({
      ...row,
      price: unitPrice(base_price, variant_price),
      groupPrices: groupPrices.get(`${id}:${variant_id ?? 0}`) ?? new Map<number, string>(),
      attributes: new Map([
        ...(attributes.get(`${id}:0`) ?? []),
        ...(variant_id === null ? [] : (attributes.get(`${id}:${variant_id}`) ?? [])),
      ]),
    }));
  }
}

/** The explicit group prices of the products after `after` up to `last`, by 'product:variant' (0: the product's own). */
async function groupPricesOf(sql: Sql, after: number, last: number) {
  const rows = await sql<{ product_id: number; variant_id: number | null; price_group_id: number; price: string }[]>`
    SELECT product_id, variant_id, price_group_id, price::text FROM product_group_prices
    WHERE product_id > ${after} AND product_id <= ${last}`;
  const byRow = new Map<string, Map<number, string>>();
  for (const r of rows) {
    const key = `${r.product_id}:${r.variant_id ?? 0}`;
    if (!byRow.has(key)) byRow.set(key, new Map());
    byRow.get(key)!.set(r.price_group_id, r.price);
  }
  return byRow;
}
