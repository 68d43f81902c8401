import { invalid, notFound } from '../../core/errors.ts';
import { CART_MESSAGES } from '../../schemas/cart.ts';
import type { Db } from './carts.ts';

/**
 * The stock a cart line may draw on: the variant's, else the product's. Refuses what is
 * not sold (missing, inactive, a foreign variant) and a variant-less line when the
 * product has active variants.
 */
export async function sellableStock(sql: Db, productId: number, variantId: number | null): Promise<number> {
  const [product] = await sql`
    SELECT is_active, stock_quantity,
           EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.is_active) AS has_variants
    FROM products p WHERE p.id = ${productId}`;
  if (!product) throw notFound(CART_MESSAGES.productNotFound);
  if (!product.is_active) throw invalid(CART_MESSAGES.productUnavailable);
  if (variantId === null) {
    if (product.has_variants) throw invalid(CART_MESSAGES.variantRequired);
    return product.stock_quantity as number;
  }
  const [variant] = await sql`SELECT is_active, stock_quantity FROM product_variants WHERE id = ${variantId} AND product_id = ${productId}`;
  if (!variant) throw notFound(CART_MESSAGES.variantInvalid);
  if (!variant.is_active) throw invalid(CART_MESSAGES.variantUnavailable);
  return variant.stock_quantity as number;
}
