import { invalid, notFound } from '../../core/errors.ts';
import { CART_MESSAGES, MAX_LINE_QUANTITY } from '../../schemas/cart.ts';
import type { Db } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';

/**
 * The stock a cart line may draw on: the variant's, else the product's. Refuses what is
 * not sold (missing, inactive, a foreign variant) and a variant-less line when the
 * product has active variants.
 */
export async function sellableStock(sql: Db, productId: number, variantId: number | null): Promise<Sellable> {
  const [product] = await sql<
    (Row<'products', 'is_active' | 'stock_quantity' | 'min_order_quantity' | 'order_step' | 'unit'> & {
      has_variants: boolean;
    })[]
  >`
    SELECT is_active, stock_quantity, min_order_quantity, order_step, unit,
           EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.is_active) AS has_variants
    FROM products p WHERE p.id = ${productId}`;
  if (!product) throw notFound(CART_MESSAGES.productNotFound);
  if (!product.is_active) throw invalid(CART_MESSAGES.productUnavailable);
  if (variantId === null) {
    if (product.has_variants) throw invalid(CART_MESSAGES.variantRequired);
    return { stock: product.stock_quantity, ...rules(product) };
  }
  const [variant] = await sql<
    Row<'product_variants', 'is_active' | 'stock_quantity'>[]
  >`SELECT is_active, stock_quantity FROM product_variants WHERE id = ${variantId} AND product_id = ${productId}`;
  if (!variant) throw notFound(CART_MESSAGES.variantInvalid);
  if (!variant.is_active) throw invalid(CART_MESSAGES.variantUnavailable);
  return { stock: variant.stock_quantity, ...rules(product) };
}

const rules = (p: Row<'products', 'min_order_quantity' | 'order_step' | 'unit'>) => ({
  minOrder: p.min_order_quantity,
  orderStep: p.order_step,
  unit: p.unit,
});

export interface Sellable {
  stock: number;
  /** The product's minOrderQuantity, for the variant lines too. */
  minOrder: number;
  /** The product's orderStep: quantities are its multiples. */
  orderStep: number;
  unit: string;
}

/** A line's quantity within the stock, the shop's cap and the product's order rules, or the reason it is not. */
export function quantityProblem(quantity: number, s: Sellable): string | null {
  if (quantity > MAX_LINE_QUANTITY) return CART_MESSAGES.quantityTooLarge;
  if (quantity > s.stock) return CART_MESSAGES.outOfStock;
  return orderRuleProblem(quantity, s);
}

/** The product's minimum and step (the cart and the checkout both hold a line to them). */
export function orderRuleProblem(quantity: number, s: Omit<Sellable, 'stock'>): string | null {
  if (quantity < s.minOrder) return CART_MESSAGES.belowMinimum(s.minOrder, s.unit);
  if (quantity % s.orderStep !== 0) return CART_MESSAGES.notAStep(s.orderStep, s.unit);
  return null;
}
