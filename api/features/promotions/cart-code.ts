import type { Db, NoRows, Tx } from '#db/connection.ts';
import type { CartOwner } from '../../services/cart/cart-owner.ts';
import { ensureCartId, findCartId } from '../../services/cart/carts.ts';
import { readCartLines } from '../../services/checkout/cart-lines.ts';
import { assertCodeApplies } from './cart-promotions.ts';

// POST and DELETE /api/cart/promotion: the one code a cart carries (carts.promotion_id).

/** Applies `code` when it applies to this cart now (else its Turkish refusal, nothing written). */
export async function applyCartCode(sql: Db, owner: CartOwner, code: string): Promise<void> {
  const lines = (await readCartLines(sql, owner)).filter((l) => l.active);
  const promotionId = await assertCodeApplies(sql, { owner }, lines, code);
  const cartId = await ensureCartId(sql, owner);
  await sql<NoRows>`UPDATE carts SET promotion_id = ${promotionId} WHERE id = ${cartId}`;
}

export async function removeCartCode(sql: Db, owner: CartOwner): Promise<void> {
  const cartId = await findCartId(sql, owner);
  if (cartId !== null) await sql<NoRows>`UPDATE carts SET promotion_id = NULL WHERE id = ${cartId}`;
}

/** The cart's order was paid or placed (its lines are gone): its code goes with them. */
export async function forgetCartCode(
  tx: Tx,
  buyer: { userId: number | null; sessionId: string | null },
): Promise<void> {
  if (buyer.userId !== null) await tx<NoRows>`UPDATE carts SET promotion_id = NULL WHERE user_id = ${buyer.userId}`;
  else if (buyer.sessionId !== null)
    await tx<NoRows>`UPDATE carts SET promotion_id = NULL WHERE session_id = ${buyer.sessionId}`;
}
