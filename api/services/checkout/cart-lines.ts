import type { CartOwner } from '../cart/cart-owner.ts';
import type { Row } from '#db/tables.ts';
import type { Db } from '#db/connection.ts';

export interface CheckoutLine {
  productId: number;
  variantId: number | null;
  productName: string;
  variantName: string | null;
  unit: string;
  /** The catalogue's unit price now: the variant's price, else the product's basePrice. */
  price: string;
  quantity: number;
  vatRate: number;
  active: boolean;
  categoryName: string | null;
  /** The product's minOrderQuantity. */
  minOrder: number;
  /**
   * The line's row as the database read it, digested: the order's statement reads the cart
   * again under its lock and refuses it when any line's digest differs (migration 0126).
   */
  reading: string;
}

type CartLineRow = Row<'cart_items', 'product_id' | 'variant_id' | 'quantity'> &
  Row<'products', 'unit' | 'base_price' | 'min_order_quantity' | 'vat_rate'> & {
    product_name: string;
    product_active: boolean;
    variant_name: string | null;
    variant_price: string | null;
    variant_active: boolean | null;
    category_name: string | null;
    reading: string;
  };

// The query lives in migration 0124, where its plan is kept per connection; the digest is
// the one migration 0126 compares.
const cartLineRows = (db: Db, owner: CartOwner) =>
  db<
    CartLineRow[]
  >`SELECT l.*, md5(l::text) AS reading FROM checkout_cart_lines(${owner.kind === 'user' ? owner.userId : null}, ${owner.kind === 'guest' ? owner.sessionId : null}) l`;

const checkoutLine = (r: CartLineRow): CheckoutLine => ({
  productId: r.product_id,
  variantId: r.variant_id,
  productName: r.product_name,
  variantName: r.variant_name,
  unit: r.unit,
  price: r.variant_id === null ? r.base_price : (r.variant_price ?? r.base_price),
  quantity: r.quantity,
  vatRate: r.vat_rate,
  active: r.product_active && (r.variant_id === null || r.variant_active === true),
  categoryName: r.category_name,
  minOrder: r.min_order_quantity,
  reading: r.reading,
});

/** The owner's cart as the catalogue prices it now, unlocked: what the payment is started for. */
export async function readCartLines(db: Db, owner: CartOwner): Promise<CheckoutLine[]> {
  return (await cartLineRows(db, owner)).map(checkoutLine);
}
