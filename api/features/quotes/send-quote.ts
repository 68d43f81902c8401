import type { AppContext } from '../../core/context.ts';
import { conflict, notFound } from '../../core/errors.ts';
import { QUOTE_MESSAGES as m, type QuoteView } from './schemas.ts';
import { isoDay } from '../../shared/date-format.ts';
import { sendQuoteMail } from './mails.ts';
import { recordQuoteEvent } from './quote-events.ts';
import { quoteRow, readQuote } from './quote-view.ts';

/**
 * The admin sends the quote ('Gönderildi'): it needs a validity date not yet past; the
 * customer gets it by e-mail as a PDF. Sending again (after an edit) sends the new one.
 */
export async function sendQuote(ctx: AppContext, adminId: number, quoteId: number): Promise<QuoteView> {
  await ctx.sql.begin(async (tx) => {
    const quote = await quoteRow(tx, quoteId, null, true);
    if (!quote) throw notFound(m.notFound);
    if (quote.status !== 'requested' && quote.status !== 'sent') throw conflict(m.notSendable);
    if (!quote.valid_until || quote.valid_until < isoDay(new Date())) throw conflict(m.sendNeedsValidity);
    await tx`UPDATE quotes SET status = 'sent' WHERE id = ${quoteId}`;
    await recordQuoteEvent(tx, quoteId, 'sent', adminId, quote.customer_email);
  });
  const view = (await readQuote(ctx.sql, quoteId, null))!;
  await sendQuoteMail(ctx, view);
  return view;
}
