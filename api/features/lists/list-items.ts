import type { NoRows, Sql } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { conflict, invalid, notFound } from '../../core/errors.ts';
import { MAX_LINE_QUANTITY } from '../../schemas/cart.ts';
import { LIST_MESSAGES as m, MAX_LIST_LINES, type AddListItemInput, type ListDetail } from './schemas.ts';
import { sellableStock } from '../../services/cart/sellable.ts';
import { ownedList, readList } from './lists.ts';

/**
 * Puts a product (and variant) on the owner's list: added to the quantity already there, or
 * set to it with `replace`. The cart's rules say what may be listed (sold, the variant its
 * product's, a variant chosen where the product has them); stock is not checked, as a list
 * is for later.
 */
export function addListItem(sql: Sql, userId: number, listId: number, input: AddListItemInput): Promise<ListDetail> {
  return sql.begin(async (tx) => {
    const list = await ownedList(tx, userId, listId, true);
    await sellableStock(tx, input.productId, input.variantId);
    const [{ count } = { count: 0 }] = await tx<{ count: number }[]>`
      SELECT count(*)::int AS count FROM customer_list_items WHERE list_id = ${list.id}`;
    const [line] = await tx<(Row<'customer_list_items', 'quantity'> & { inserted: boolean })[]>`
      INSERT INTO customer_list_items (list_id, product_id, variant_id, quantity)
      VALUES (${list.id}, ${input.productId}, ${input.variantId}, ${input.quantity})
      ON CONFLICT (list_id, product_id, coalesce(variant_id, 0))
      DO UPDATE SET quantity = CASE WHEN ${input.replace} THEN excluded.quantity
                                    ELSE customer_list_items.quantity + excluded.quantity END
      RETURNING quantity, (xmax = 0) AS inserted`;
    if (line!.inserted && count >= MAX_LIST_LINES) throw conflict(m.tooManyLines);
    if (line!.quantity > MAX_LINE_QUANTITY) throw invalid(m.quantityTooLarge);
    await tx<NoRows>`UPDATE customer_lists SET updated_at = now() WHERE id = ${list.id}`;
    return readList(tx, userId, list.id);
  });
}

export function removeListItem(
  sql: Sql,
  userId: number,
  listId: number,
  item: { productId: number; variantId: number | null },
): Promise<ListDetail> {
  return sql.begin(async (tx) => {
    const list = await ownedList(tx, userId, listId, true);
    const removed = await tx<NoRows>`
      DELETE FROM customer_list_items
      WHERE list_id = ${list.id} AND product_id = ${item.productId} AND coalesce(variant_id, 0) = ${item.variantId ?? 0}
      RETURNING id`;
    if (removed.length === 0) throw notFound(m.lineNotFound);
    await tx<NoRows>`UPDATE customer_lists SET updated_at = now() WHERE id = ${list.id}`;
    return readList(tx, userId, list.id);
  });
}
