import { fromKurus, toKurus } from '../../shared/money.ts';
import { emptyCart, type CartItemView, type CartView } from '../../schemas/cart.ts';
import type { CartOwner } from './cart-owner.ts';
import type { Row } from '#db/tables.ts';
import { findCartId, touchCart, type Db } from './carts.ts';

/**
 * The cart as GET /api/cart answers it. Prices come from the catalogue now, never
 * from the time of adding. Lines whose product or variant is no longer sold are left
 * out (they stay stored and return if the product is sold again).
 */
export async function readCart(sql: Db, owner: CartOwner): Promise<CartView> {
  const cartId = await findCartId(sql, owner);
  if (cartId === null) return emptyCart();
  await touchCart(sql, cartId);
  return cartViewOf(sql, cartId);
}

type CartRow = Row<'cart_items', 'id' | 'quantity' | 'product_id' | 'variant_id'> &
  Row<'products', 'short_description' | 'base_price' | 'unit' | 'vat_rate'> & {
    product_name: string;
    variant_name: string | null;
    variant_price: string | null;
    image: string | null;
  };

export async function cartViewOf(sql: Db, cartId: number): Promise<CartView> {
  const rows = await sql<CartRow[]>`
    SELECT ci.id, ci.quantity, ci.product_id, ci.variant_id,
           p.name AS product_name, p.short_description, p.base_price, p.unit, p.vat_rate,
           v.name AS variant_name, v.price AS variant_price,
           (SELECT url FROM product_images pi WHERE pi.product_id = p.id ORDER BY pi.position, pi.id LIMIT 1) AS image
    FROM cart_items ci
    JOIN products p ON p.id = ci.product_id
    LEFT JOIN product_variants v ON v.id = ci.variant_id
    WHERE ci.cart_id = ${cartId} AND p.is_active AND (ci.variant_id IS NULL OR v.is_active)
    ORDER BY ci.created_at, ci.id`;
  let totalKurus = 0;
  let totalItems = 0;
  const items = rows.map((r): CartItemView => {
    const unitPrice: string = r.variant_price ?? r.base_price;
    const lineKurus = toKurus(unitPrice) * r.quantity;
    totalKurus += lineKurus;
    totalItems += r.quantity;
    return {
      id: r.id,
      quantity: r.quantity,
      productId: r.product_id,
      variantId: r.variant_id,
      productName: r.product_name,
      variantName: r.variant_name,
      price: fromKurus(toKurus(unitPrice)),
      totalPrice: fromKurus(lineKurus),
      vatRate: r.vat_rate,
      product: {
        name: r.product_name,
        shortDescription: r.short_description,
        images: r.image ? [r.image] : [],
        basePrice: r.base_price,
        unit: r.unit,
      },
      // The WHERE clause keeps a line with a variant only when the variant row joined.
      variant:
        r.variant_name === null || r.variant_price === null ? null : { name: r.variant_name, price: r.variant_price },
    };
  });
  return { items, totalItems, totalPrice: fromKurus(totalKurus) };
}
