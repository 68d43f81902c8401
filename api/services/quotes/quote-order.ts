import type { Sql } from '#db/connection.ts';
import type { CartLine } from '../cart/cart-lines.ts';
import { recordQuoteEvent } from './quote-events.ts';

/**
 * An order placed with lines at a quote's locked prices: the quote becomes 'Siparişe Dönüştü'
 * and names the order, and its history says which order and who placed it. A second order of
 * the same cart (a card payment started again) is noted too.
 */
export async function noteQuotedOrder(sql: Sql, lines: CartLine[], orderNumber: string): Promise<void> {
  const quoteIds = [...new Set(lines.flatMap((l) => (l.quoteId === null ? [] : [l.quoteId])))];
  if (quoteIds.length === 0) return;
  await sql.begin(async (tx) => {
    const quotes = await tx<{ id: number; user_id: number }[]>`
      UPDATE quotes SET status = 'ordered', order_id = (SELECT id FROM orders WHERE order_number = ${orderNumber})
      WHERE id = ANY(${quoteIds}::int[]) AND status IN ('accepted', 'ordered')
      RETURNING id, user_id`;
    for (const q of quotes) await recordQuoteEvent(tx, q.id, 'ordered', q.user_id, `Sipariş no: ${orderNumber}`);
  });
}
