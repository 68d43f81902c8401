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

const cartLineRows = (db: Db, owner: CartOwner) => {
  const ownedBy = () => (owner.kind === 'user' ? db`user_id = ${owner.userId}` : db`session_id = ${owner.sessionId}`);
  return db<CartLineRow[]>`
    SELECT ci.product_id, ci.variant_id, ci.quantity, p.name AS product_name, p.unit, p.base_price, p.min_order_quantity, p.vat_rate,
           p.is_active AS product_active, v.name AS variant_name, v.price AS variant_price, v.is_active AS variant_active,
           (SELECT c.name FROM product_categories pc JOIN categories c ON c.id = pc.category_id
             WHERE pc.product_id = p.id ORDER BY c.parent_id NULLS FIRST, c.id LIMIT 1) AS category_name
    FROM cart_items ci
    JOIN products p ON p.id = ci.product_id
    LEFT JOIN product_variants v ON v.id = ci.variant_id
    WHERE ci.cart_id = (SELECT id FROM carts WHERE ${ownedBy()})
    ORDER BY ci.id`;
};

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
