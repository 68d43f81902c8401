import type { Tx } from '#db/connection.ts';
import { conflict } from '../../core/errors.ts';
import { QUOTE_MESSAGES as m } from './schemas.ts';
import type { CartLine } from '../../services/cart/cart-lines.ts';
import { LimitGone } from '../../services/orders/limit-gone.ts';
import { recordQuoteEvent } from './quote-events.ts';

// A quote makes one order (decisions 0297, 0336). Every order placed with its lines is written
// to quote_orders (migration 0200); the quote's row lock orders the placements and payments
// that read them, so of several orders of one quote only the first paid takes it.

/** An order counts as the quote's once its money is taken (a payment under review too). */
const paid = (tx: Tx) =>
  tx`(o.status NOT IN ('pending', 'awaiting_payment', 'cancelled') OR (o.status = 'pending' AND o.payment_review))`;

/** The quotes locked, in id order, that already have a paid order other than `orderId`. */
async function lockQuotesTaken(tx: Tx, quoteIds: number[], orderId: number): Promise<number[]> {
  const rows = await tx<{ id: number; taken: boolean }[]>`
    SELECT q.id, EXISTS (
      SELECT 1 FROM quote_orders qo JOIN orders o ON o.id = qo.order_id
      WHERE qo.quote_id = q.id AND qo.order_id <> ${orderId} AND ${paid(tx)}) AS taken
    FROM quotes q WHERE q.id = ANY(${quoteIds}::int[]) ORDER BY q.id FOR UPDATE OF q`;
  return rows.filter((r) => r.taken).map((r) => r.id);
}

/**
 * An order placed with lines at a quote's locked prices, in the order's transaction: refused
 * (409) when another order of the quote is paid already; else the quote becomes 'Siparişe
 * Dönüştü' and names the order, and its history says which order and who placed it.
 */
export async function recordQuotedOrder(tx: Tx, lines: CartLine[], orderNumber: string): Promise<void> {
  const quoteIds = [...new Set(lines.flatMap((l) => (l.quoteId === null ? [] : [l.quoteId])))];
  if (quoteIds.length === 0) return;
  const [order] = await tx<{ id: number }[]>`SELECT id FROM orders WHERE order_number = ${orderNumber}`;
  if ((await lockQuotesTaken(tx, quoteIds, order!.id)).length > 0) throw conflict(m.alreadyOrdered);
  await tx`INSERT INTO quote_orders ${tx(quoteIds.map((quote_id) => ({ quote_id, order_id: order!.id })))}`;
  const quotes = await tx<{ id: number; user_id: number }[]>`
    UPDATE quotes SET status = 'ordered', order_id = ${order!.id}
    WHERE id = ANY(${quoteIds}::int[]) AND status IN ('accepted', 'ordered')
    RETURNING id, user_id`;
  for (const q of quotes) await recordQuoteEvent(tx, q.id, 'ordered', q.user_id, `Sipariş no: ${orderNumber}`);
}

/** A payment whose quote another paid order took meanwhile: given back like one whose stock is gone. */
export class QuoteTaken extends LimitGone {
  constructor() {
    super({
      message: m.alreadyOrdered,
      why: 'teklif başka bir ödenmiş siparişe dönüştüğü için',
      mail: 'Ödemeniz alındı, ancak bu siparişin teklifi başka bir ödenmiş siparişinizle zaten karşılandığı için siparişinizi karşılayamıyoruz. Siparişiniz iptal edildi ve ödemenizin tamamı iade edildi.',
    });
  }
}

/**
 * The order is paid (or reinstated by a late payment): each of its quotes is locked and taken
 * by it only while no other of the quote's orders is paid, else QuoteTaken (the caller's
 * transaction writes nothing and the payment is given back).
 */
export async function takeQuotedOrder(tx: Tx, orderId: number): Promise<void> {
  const quoteIds = (
    await tx<{ quote_id: number }[]>`SELECT quote_id FROM quote_orders WHERE order_id = ${orderId}`
  ).map((r) => r.quote_id);
  if (quoteIds.length === 0) return;
  if ((await lockQuotesTaken(tx, quoteIds, orderId)).length > 0) throw new QuoteTaken();
  await tx`UPDATE quotes SET status = 'ordered', order_id = ${orderId} WHERE id = ANY(${quoteIds}::int[])`;
}
