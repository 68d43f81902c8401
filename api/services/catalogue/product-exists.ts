import type { Db } from '#db/connection.ts';
import { notFound } from '#api/core/errors.ts';
import { productMessages } from '#api/schemas/admin-products.ts';

/** Refuses (404) a product id that names no product, active or not: the admin's sub-resources ask first. */
export async function requireProduct(db: Db, id: number, lock: '' | 'FOR UPDATE' = ''): Promise<void> {
  const [row] = await db<{ id: number }[]>`SELECT id FROM products WHERE id = ${id} ${lock ? db`FOR UPDATE` : db``}`;
  if (!row) throw notFound(productMessages.notFound);
}
