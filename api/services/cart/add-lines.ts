import type { Tx } from '#db/connection.ts';
import { isDomainError } from '../../core/errors.ts';
import type { QuickAddResult } from '../../schemas/quick-order.ts';
import { addCartLine } from './cart-items.ts';
import type { CartOwner } from './cart-owner.ts';

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
