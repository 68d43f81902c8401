import type { AppContext } from '../../core/context.ts';
import type { NoRows, Sql, Tx } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { paymentProvider } from '../../payments/provider.ts';

// An order's payment tokens (decision 0347): orders.payment_token is the latest, the one the
// reservation job asks about; 'Ödemeye devam et' starts a fresh one and keeps every token the
// order had in order_payment_tokens, so a payment on any of them finds its order.

/** The order a token belongs to, whether it is the order's latest token or an earlier one. */
export async function orderOfToken(sql: Sql, token: string): Promise<number | null> {
  const [row] = await sql<{ id: number }[]>`
    SELECT id FROM orders WHERE payment_token = ${token}
    UNION ALL SELECT order_id FROM order_payment_tokens WHERE token = ${token} LIMIT 1`;
  return row?.id ?? null;
}

/** Makes `token` the order's latest; the one it replaces (and the new one) stay the order's. */
export async function replacePaymentToken(tx: Tx, orderId: number, previous: string | null, token: string) {
  const tokens = [previous, token].filter((t): t is string => t !== null);
  for (const t of tokens)
    await tx<NoRows>`INSERT INTO order_payment_tokens (token, order_id) VALUES (${t}, ${orderId}) ON CONFLICT DO NOTHING`;
  await tx<NoRows>`UPDATE orders SET payment_token = ${token}, updated_at = now() WHERE id = ${orderId}`;
}

/**
 * A second authorisation on an order already paid (or refused) through another of its tokens
 * is released at once, so the buyer who paid in two tabs is charged once. Only orders that
 * were given more than one token are asked about.
 */
export async function voidStrayAuthorisation(
  ctx: AppContext,
  order: Row<'orders', 'id' | 'order_number' | 'payment_reference' | 'client_ip'>,
  token: string,
): Promise<void> {
  const [resumed] = await ctx.sql<NoRows>`SELECT 1 FROM order_payment_tokens WHERE order_id = ${order.id} LIMIT 1`;
  if (!resumed) return;
  const provider = paymentProvider(ctx);
  const result = await provider.retrieve(token);
  if (result?.status !== 'success' || !result.authorizedOnly || !result.paymentId) return;
  if (result.paymentId === order.payment_reference) return;
  try {
    await provider.cancel({
      paymentId: result.paymentId,
      orderNumber: order.order_number,
      clientIp: order.client_ip ?? '127.0.0.1',
    });
    await ctx.sql<NoRows>`INSERT INTO order_status_history (order_id, from_status, to_status, note)
      SELECT id, status, status, ${`Aynı sipariş için ikinci ön provizyon sağlayıcıda iptal edildi (${result.paymentId})`}
      FROM orders WHERE id = ${order.id}`;
  } catch (error) {
    ctx.log.error('İkinci ön provizyon iptal edilemedi', { orderNumber: order.order_number, error });
  }
}
