import type { Sql } from '#db/connection.ts';
import { invalid } from '../../core/errors.ts';
import { LIST_MESSAGES as m } from './schemas.ts';
import type { QuickAddResult } from '../../schemas/quick-order.ts';
import { addEachToCart } from '../../services/cart/cart-items.ts';
import { listLines } from './list-lines.ts';
import { ownedList } from './lists.ts';

/**
 * 'Tümünü sepete ekle': every line of the owner's list into their cart by the cart's one add,
 * answered as quick order answers (`line` is the list's line, 1-based); the list is kept.
 */
export function addListToCart(sql: Sql, userId: number, listId: number): Promise<QuickAddResult> {
  return sql.begin(async (tx) => {
    const list = await ownedList(tx, userId, listId);
    const lines = await listLines(tx, list.id);
    if (lines.length === 0) throw invalid(m.listEmpty);
    return addEachToCart(
      tx,
      { kind: 'user', userId },
      lines.map((l, i) => ({
        line: i + 1,
        sku: l.sku ?? (l.variantName ? `${l.productName} (${l.variantName})` : l.productName),
        productId: l.productId,
        variantId: l.variantId,
        quantity: l.quantity,
      })),
    );
  });
}
