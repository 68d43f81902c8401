import type { Db, Sql, NoRows, Tx } from '#db/connection.ts';
import { conflict, invalid, isDomainError, notFound } from '../../core/errors.ts';
import { QUOTE_MESSAGES } from '../../features/quotes/schemas.ts';
import { hasLockedLine, priceLocked } from './locked-lines.ts';
import { CART_MESSAGES, emptyCart, type AddCartItemInput, type CartView } from '../../schemas/cart.ts';
import type { QuickAddResult } from '../../schemas/quick-order.ts';
import type { CartOwner } from './cart-owner.ts';
import { ensureCartId, findCartId } from './carts.ts';
import { cartViewOf } from './cart-view.ts';
import { quantityProblem, sellableStock } from './sellable.ts';
import type { Row } from '#db/tables.ts';

/** Adds a line, or raises the quantity of the same product and variant, never past the stock. */
export function addCartItem(sql: Sql, owner: CartOwner, input: AddCartItemInput): Promise<CartView> {
  return sql.begin(async (tx) => {
    await addCartLine(tx, owner, input);
    return cartViewOf(tx, owner);
  });
}

/**
 * The add's rules inside the caller's transaction: the one path every add takes (the cart's
 * single add, quick order, a list's 'Tümünü sepete ekle'). A refusal throws; the caller rolls
 * back (a transaction or a savepoint), since the quantity check follows the upsert.
 */
export async function addCartLine(tx: Tx, owner: CartOwner, input: AddCartItemInput): Promise<void> {
  const sellable = await sellableStock(tx, input.productId, input.variantId);
  if (input.quantity > sellable.stock) throw invalid(CART_MESSAGES.outOfStock);
  const cartId = await ensureCartId(tx, owner);
  // The stock test sits in the upsert itself, so two quick adds cannot pass it together. A line
  // whose price a quote locks keeps its quoted quantity (decision 0297).
  const [line] = await tx<Row<'cart_items', 'id' | 'quantity'>[]>`
    INSERT INTO cart_items (cart_id, product_id, variant_id, quantity)
    VALUES (${cartId}, ${input.productId}, ${input.variantId}, ${input.quantity})
    ON CONFLICT (cart_id, product_id, coalesce(variant_id, 0))
    DO UPDATE SET quantity = cart_items.quantity + excluded.quantity
    WHERE cart_items.quantity::bigint + excluded.quantity <= ${sellable.stock}
      AND NOT ${priceLocked(tx, 'cart_items')}
    RETURNING id, quantity`;
  if (!line)
    throw (await hasLockedLine(tx, cartId, input))
      ? conflict(QUOTE_MESSAGES.lockedLine)
      : invalid(CART_MESSAGES.outOfStock);
  const problem = quantityProblem(line.quantity, sellable);
  if (problem) throw invalid(problem); // rolls the upsert back
}

/** Sets a line's quantity (at least 1, at most the stock); 404 for a line of another cart. */
export function setCartItemQuantity(sql: Sql, owner: CartOwner, itemId: number, quantity: number): Promise<CartView> {
  return sql.begin(async (tx) => {
    const line = await ownedLine(tx, owner, itemId);
    if (line.locked) throw conflict(QUOTE_MESSAGES.lockedLine);
    const problem = quantityProblem(quantity, await sellableStock(tx, line.productId, line.variantId));
    if (problem) throw invalid(problem);
    await tx`UPDATE cart_items SET quantity = ${quantity} WHERE id = ${itemId}`;
    await tx`UPDATE carts SET updated_at = now() WHERE id = ${line.cartId}`;
    return cartViewOf(tx, owner);
  });
}

export function removeCartItem(sql: Sql, owner: CartOwner, itemId: number): Promise<CartView> {
  return sql.begin(async (tx) => {
    const line = await ownedLine(tx, owner, itemId);
    await tx<NoRows>`DELETE FROM cart_items WHERE id = ${itemId}`;
    await tx<NoRows>`UPDATE carts SET updated_at = now() WHERE id = ${line.cartId}`;
    return cartViewOf(tx, owner);
  });
}

export async function clearCart(sql: Sql, owner: CartOwner): Promise<CartView> {
  const cartId = await findCartId(sql, owner);
  if (cartId === null) return emptyCart();
  await sql<NoRows>`DELETE FROM cart_items WHERE cart_id = ${cartId}`;
  await sql<NoRows>`UPDATE carts SET updated_at = now() WHERE id = ${cartId}`;
  return emptyCart();
}

interface OwnedLine {
  cartId: number;
  /** A quote locks its price and quantity. */
  locked: boolean;
  productId: number;
  variantId: number | null;
}

type OwnedLineRow = Row<'cart_items', 'cart_id' | 'product_id' | 'variant_id'> & { locked: boolean };

/** The line, locked, if it belongs to this owner's cart; any other line is "not found". */
async function ownedLine(tx: Db, owner: CartOwner, itemId: number): Promise<OwnedLine> {
  const [row] =
    owner.kind === 'user'
      ? await tx<OwnedLineRow[]>`
        SELECT ci.cart_id, ci.product_id, ci.variant_id, ${priceLocked(tx, 'ci')} AS locked
        FROM cart_items ci JOIN carts c ON c.id = ci.cart_id
        WHERE ci.id = ${itemId} AND c.user_id = ${owner.userId} FOR UPDATE OF ci`
      : await tx<OwnedLineRow[]>`
        SELECT ci.cart_id, ci.product_id, ci.variant_id, ${priceLocked(tx, 'ci')} AS locked
        FROM cart_items ci JOIN carts c ON c.id = ci.cart_id
        WHERE ci.id = ${itemId} AND c.session_id = ${owner.sessionId} FOR UPDATE OF ci`;
  if (!row) throw notFound(CART_MESSAGES.itemNotFound);
  return { cartId: row.cart_id, productId: row.product_id, variantId: row.variant_id, locked: row.locked };
}

/** A line to put in the cart, with how the buyer knows it (its line number and code). */
export interface CartEntry {
  line: number;
  sku: string;
  productId: number;
  variantId: number | null;
  quantity: number;
}

/**
 * Many lines into the cart by the cart's one add (`addCartLine`), each in its own savepoint: a
 * refused line leaves nothing behind and says why in its own words; the good ones stay.
 * Quick order and a saved list's 'Tümünü sepete ekle' both add this way.
 */
export async function addEachToCart(tx: Tx, owner: CartOwner, entries: CartEntry[]): Promise<QuickAddResult> {
  const result: QuickAddResult = { added: [], errors: [] };
  for (const e of entries) {
    try {
      await tx.savepoint((sp) =>
        addCartLine(sp, owner, { productId: e.productId, variantId: e.variantId, quantity: e.quantity }),
      );
      result.added.push({ line: e.line, sku: e.sku, quantity: e.quantity });
    } catch (error) {
      if (!isDomainError(error)) throw error;
      result.errors.push({ line: e.line, sku: e.sku, message: error.message });
    }
  }
  return result;
}
