import type { Db } from '#db/connection.ts';
import { notFound } from '../../core/errors.ts';
import { productMessages } from '../../schemas/admin-products.ts';

/**
 * Refuses (404) an id that names no product, active or not: the admin's sub-resources ask first.
 * `lock` holds the row until the transaction ends (a replace-all save against a delete).
 */
export async function requireProduct(db: Db, id: number, lock = false): Promise<void> {
  const [row] = await db<{ id: number }[]>`SELECT id FROM products WHERE id = ${id} ${lock ? db`FOR UPDATE` : db``}`;
  if (!row) throw notFound(productMessages.notFound);
}
