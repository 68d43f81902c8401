import type { Sql, Tx } from '#db/connection.ts';
import { conflict, gone, notFound } from '../../core/errors.ts';
import { QUOTE_MESSAGES as m, quoteValidityEnd, type QuoteView } from './schemas.ts';
import { ensureCartId } from '../../services/cart/carts.ts';
import { recordQuoteEvent } from './quote-events.ts';
import { quoteLines, quoteRow, readQuote, shownStatus, type QuoteRow } from './quote-view.ts';

/**
 * The customer accepts a sent quote: its lines go into their cart at the quoted prices, locked
 * until the end of the validity day (decision 0297). A line of the same product and variant
 * already in the cart gives way to the quoted one. The quote's row is locked first, so of two
 * acceptances at once the second finds it accepted and changes nothing.
 */
export async function acceptQuote(sql: Sql, userId: number, quoteId: number): Promise<QuoteView> {
  await sql.begin(async (tx) => {
    const quote = await ownQuote(tx, userId, quoteId);
    assertAcceptable(quote);
    const lines = await quoteLines(tx, quoteId);
    const missing = lines.find((l) => l.product_id === null);
    if (missing) throw conflict(m.productGone(missing.product_name));
    const cartId = await ensureCartId(tx, { kind: 'user', userId });
    const lockedUntil = quoteValidityEnd(quote.valid_until!);
    for (const line of lines) {
      await tx`DELETE FROM cart_items WHERE cart_id = ${cartId} AND product_id = ${line.product_id}
        AND coalesce(variant_id, 0) = ${line.variant_id ?? 0}`;
      await tx`
        INSERT INTO cart_items (cart_id, product_id, variant_id, quantity, quote_line_id, price_locked_until)
        VALUES (${cartId}, ${line.product_id}, ${line.variant_id}, ${line.quantity}, ${line.id}, ${lockedUntil})`;
    }
    await tx`UPDATE quotes SET status = 'accepted' WHERE id = ${quoteId}`;
    await recordQuoteEvent(tx, quoteId, 'accepted', userId);
  });
  return (await readQuote(sql, quoteId, userId))!;
}

/** The customer declines a quote still open (asked for or sent, expired or not). */
export async function declineQuote(sql: Sql, userId: number, quoteId: number): Promise<QuoteView> {
  await sql.begin(async (tx) => {
    const quote = await ownQuote(tx, userId, quoteId);
    if (quote.status === 'declined') throw conflict(m.alreadyDeclined);
    if (quote.status !== 'requested' && quote.status !== 'sent') throw conflict(m.notDeclinable);
    await tx`UPDATE quotes SET status = 'declined' WHERE id = ${quoteId}`;
    await recordQuoteEvent(tx, quoteId, 'declined', userId);
  });
  return (await readQuote(sql, quoteId, userId))!;
}

async function ownQuote(tx: Tx, userId: number, quoteId: number): Promise<QuoteRow> {
  const quote = await quoteRow(tx, quoteId, userId, true);
  if (!quote) throw notFound(m.notFound);
  return quote;
}

function assertAcceptable(quote: QuoteRow): void {
  if (quote.status === 'accepted' || quote.status === 'ordered') throw conflict(m.alreadyAccepted);
  if (quote.status === 'declined') throw conflict(m.declined);
  if (quote.status === 'requested' || !quote.valid_until) throw conflict(m.notSentYet);
  if (shownStatus(quote.status, quote.valid_until) === 'expired') throw gone(m.expired);
}
