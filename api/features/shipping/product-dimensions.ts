import type { Db } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { notFound } from '../../core/errors.ts';
import { SHIPPING_MESSAGES, type ProductDimensions } from './schemas.ts';

// A product's weight and outer dimensions (migration 0182), set from the admin's product dialog,
// PUT /api/admin/products/{id}/dimensions and the product sheet. Variants share their product's
// (decision 0314). Nothing the storefront prerenders shows them, so no rebuild follows.

type DimensionRow = Row<'products', 'weight_kg' | 'width_cm' | 'length_cm' | 'height_cm'>;

export const dimensionsOf = (r: DimensionRow): ProductDimensions => ({
  weightKg: r.weight_kg === null ? null : Number(r.weight_kg),
  widthCm: r.width_cm === null ? null : Number(r.width_cm),
  lengthCm: r.length_cm === null ? null : Number(r.length_cm),
  heightCm: r.height_cm === null ? null : Number(r.height_cm),
});

export async function readProductDimensions(sql: Db, productId: number): Promise<ProductDimensions> {
  const [row] = await sql<DimensionRow[]>`
    SELECT weight_kg, width_cm, length_cm, height_cm FROM products WHERE id = ${productId}`;
  if (!row) throw notFound(SHIPPING_MESSAGES.productNotFound);
  return dimensionsOf(row);
}

export async function setProductDimensions(
  sql: Db,
  productId: number,
  d: ProductDimensions,
): Promise<ProductDimensions> {
  const [row] = await sql<DimensionRow[]>`
    UPDATE products SET weight_kg = ${d.weightKg}, width_cm = ${d.widthCm}, length_cm = ${d.lengthCm}, height_cm = ${d.heightCm}
    WHERE id = ${productId}
    RETURNING weight_kg, width_cm, length_cm, height_cm`;
  if (!row) throw notFound(SHIPPING_MESSAGES.productNotFound);
  return dimensionsOf(row);
}
