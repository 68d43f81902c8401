import type { TransactionSql } from 'postgres';
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
}

type CartLineRow = Row<'cart_items', 'product_id' | 'variant_id' | 'quantity'> &
  Row<'products', 'unit' | 'base_price' | 'min_order_quantity' | 'vat_rate'> & {
    product_name: string;
    product_active: boolean;
    variant_name: string | null;
    variant_price: string | null;
    variant_active: boolean | null;
    category_name: string | null;
  };

// The query lives in migration 0124, where its plan is kept per connection.
const cartLineRows = (db: Db, owner: CartOwner) =>
  db<
    CartLineRow[]
  >`SELECT * FROM checkout_cart_lines(${owner.kind === 'user' ? owner.userId : null}, ${owner.kind === 'guest' ? owner.sessionId : null})`;

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
});

/** The owner's cart as the catalogue prices it now, unlocked: what the payment is started for. */
export async function readCartLines(db: Db, owner: CartOwner): Promise<CheckoutLine[]> {
  return (await cartLineRows(db, owner)).map(checkoutLine);
}

/**
 * The owner's cart straight from the tables, inside the checkout transaction.
 * The cart row is locked so two checkouts of one cart run one after the other. Both
 * statements go out in one round trip; the lines are read after the lock is granted
 * (a pipeline runs them in order), so they are never older than the lock.
 */
export async function lockCartLines(
  tx: TransactionSql,
  owner: CartOwner,
): Promise<{ cartId: number | null; lines: CheckoutLine[] }> {
  const ownedBy = owner.kind === 'user' ? tx`user_id = ${owner.userId}` : tx`session_id = ${owner.sessionId}`;
  const [[cart], rows] = await Promise.all([
    tx<Row<'carts', 'id'>[]>`SELECT id FROM carts WHERE ${ownedBy} FOR UPDATE`,
    cartLineRows(tx, owner),
  ]);
  if (!cart) return { cartId: null, lines: [] };
  return { cartId: cart.id, lines: rows.map(checkoutLine) };
}

/** True when two readings of a cart would make the same order: same lines, quantities, prices and names. */
export const sameCheckoutLines = (a: CheckoutLine[], b: CheckoutLine[]) => JSON.stringify(a) === JSON.stringify(b);
