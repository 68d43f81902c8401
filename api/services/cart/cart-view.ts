import { fromKurus } from '../../shared/money.ts';
import { lineAmounts } from '../../shared/vat.ts';
import { priceWithVat } from '../../shared/product-offer.ts';
import { emptyCart, tierLabel, type CartItemView, type CartView } from '../../schemas/cart.ts';
import type { CartOwner } from './cart-owner.ts';
import type { Row } from '#db/tables.ts';
import type { Db } from '#db/connection.ts';
import { findCartId, touchCart } from './carts.ts';
import { quoteNumber } from '../../features/quotes/schemas.ts';
import { cartLine, cartLinesOf, type CartLineRow } from './cart-lines.ts';
import * as promotions from '../../features/promotions/index.ts';
import { holdableOf } from '../checkout/held-units.ts';
import { holdNotice } from '../../shared/hold-notice.ts';

/**
 * The cart as GET /api/cart answers it. Prices come from the catalogue now, never
 * from the time of adding. Lines whose product or variant is no longer sold are left
 * out (they stay stored and return if the product is sold again).
 */
export async function readCart(sql: Db, owner: CartOwner): Promise<CartView> {
  const cartId = await findCartId(sql, owner);
  if (cartId === null) return emptyCart();
  await touchCart(sql, cartId);
  return cartViewOf(sql, owner);
}

type CartRow = CartLineRow &
  Row<'products', 'short_description' | 'returnable'> & { image: string | null; available: number };

/** The owner's cart, read by the cart's one reader (cart-lines.ts) with each product's first image. */
export async function cartViewOf(sql: Db, owner: CartOwner): Promise<CartView> {
  const rows = await sql<CartRow[]>`
    SELECT l.*, p.short_description, p.returnable,
           coalesce((SELECT v.stock_quantity FROM product_variants v WHERE v.id = l.variant_id), p.stock_quantity) AS available,
           (SELECT url FROM product_images pi WHERE pi.product_id = l.product_id ORDER BY pi.position, pi.id LIMIT 1) AS image
    FROM ${cartLinesOf(sql, owner)} l
    JOIN products p ON p.id = l.product_id
    WHERE l.product_active AND (l.variant_id IS NULL OR l.variant_active)
    ORDER BY l.added_at, l.line_id`;
  let totalKurus = 0;
  let grossTotalKurus = 0;
  let totalItems = 0;
  const holdable = await holdableOf(sql, [...new Set(rows.map((r) => r.product_id))]);
  const items = rows.map((r): CartItemView => {
    const line = cartLine(r);
    const { netKurus: lineKurus, vatKurus } = lineAmounts(line);
    totalKurus += lineKurus;
    grossTotalKurus += lineKurus + vatKurus;
    totalItems += line.quantity;
    return {
      id: line.lineId,
      quantity: line.quantity,
      productId: line.productId,
      variantId: line.variantId,
      productName: line.productName,
      variantName: line.variantName,
      price: line.price,
      ...(line.price === line.listPrice
        ? {}
        : { listPrice: line.listPrice, listPriceWithVat: priceWithVat(line.listPrice, line.vatRate) }),
      tier: line.tier && { minQuantity: line.tier.minQuantity, label: tierLabel(line.tier.minQuantity, line.unit) },
      minOrderQuantity: line.minOrder,
      orderStep: line.orderStep,
      priceWithVat: priceWithVat(line.price, line.vatRate),
      totalPrice: fromKurus(lineKurus),
      totalPriceWithVat: fromKurus(lineKurus + vatKurus),
      ...noticeOf(r, holdable),
      // The contract preview marks goods outside the right of withdrawal (issue 49).
      ...(r.returnable ? {} : { returnable: false as const }),
      vatRate: line.vatRate,
      product: {
        name: line.productName,
        shortDescription: r.short_description,
        images: r.image ? [r.image] : [],
        basePrice: r.base_price,
        unit: line.unit,
      },
      // The WHERE clause keeps a line with a variant only when the variant row joined.
      variant:
        r.variant_name === null || r.variant_price === null ? null : { name: r.variant_name, price: r.variant_price },
      ...(line.quoteId === null ? {} : { quote: { id: line.quoteId, number: quoteNumber(line.quoteId) } }),
    };
  });
  return {
    items,
    totalItems,
    totalPrice: fromKurus(totalKurus),
    totalPriceWithVat: fromKurus(grossTotalKurus),
    ...(await promotions.inCart(sql, owner, items)),
  };
}

/** The line's first-payer notice, when it wants more than a checkout could hold of what is left. */
function noticeOf(r: CartRow, holdable: Awaited<ReturnType<typeof holdableOf>>) {
  const notice = holdNotice(
    r.available,
    holdable({ productId: r.product_id, variantId: r.variant_id }, r.available),
    r.quantity,
  );
  return notice ? { holdNotice: notice } : {};
}
