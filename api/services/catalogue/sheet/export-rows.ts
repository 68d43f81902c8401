import type { Sql } from '#db/connection.ts';
import { LIST_SEPARATOR, PATH_SEPARATOR } from '#api/schemas/product-sheet.ts';
import { heldOf, heldUnits } from '../held-stock.ts';
import { unitPrice } from '#api/shared/unit-price.ts';
import type { Row } from '#db/tables.ts';

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
}

type ExportSqlRow = Omit<ExportRow, 'price'> &
  Row<'products', 'id' | 'base_price'> & { variant_price: Row<'product_variants', 'price'>['price'] | null };

const BATCH = 500;

/**
 * Every product in id order, a batch of products per query (keyset, so memory stays flat and
 * no cursor is held open on the single PGlite connection), one row per variant. The stock is
 * the shelf, units held by unpaid orders included (held-stock.ts), as the import reads it back.
 */
export async function* exportRows(sql: Sql): AsyncGenerator<ExportRow[]> {
  let after = 0;
  for (;;) {
    // Categories and images are gathered once per product, before the join repeats it per variant.
    const rows = await sql<ExportSqlRow[]>`
      SELECT p.id, coalesce(v.sku, CASE WHEN v.id IS NULL THEN p.sku END) AS sku, p.name AS product_name, v.name AS variant_name,
        p.category_path, p.brand, p.base_price, v.price AS variant_price, coalesce(v.stock_quantity, p.stock_quantity) + coalesce(hv.units, hp.units, 0) AS stock,
        p.vat_rate, p.min_order_quantity, p.order_step, p.is_active AS active, p.description, p.images
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
    after = rows.at(-1)!.id;
    yield rows.map(({ id: _id, base_price, variant_price, ...row }) => ({
      ...row,
      price: unitPrice(base_price, variant_price),
    }));
  }
}
