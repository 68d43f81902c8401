import type { Sql } from '#db/connection.ts';
import type { ProductView } from '../../schemas/products.ts';
import { productColumns, toProductView, type ProductRow } from './product-rows.ts';

/** An active product with all its variants (inactive ones too, shown disabled), or null. */
export async function productDetails(sql: Sql, id: number): Promise<ProductView | null> {
  const [row] = await sql<ProductRow[]>`
    SELECT ${productColumns(sql)} FROM products p WHERE p.id = ${id} AND p.is_active`;
  return row ? toProductView(row) : null;
}
