import type { AppContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { quotePdf } from './quote-pdf.ts';
import { quotePdfName } from './mails.ts';
import { QUOTE_MESSAGES as m } from './schemas.ts';
import { sellerInfo } from '../../services/settings/shop-settings.ts';
import { readQuote } from './quote-view.ts';

/** The quote's PDF and its file name: the owner's (`userId`) or, for the admin (null), any. */
export async function quoteFile(
  ctx: AppContext,
  quoteId: number,
  userId: number | null,
): Promise<{ pdf: Uint8Array<ArrayBuffer>; fileName: string }> {
  const quote = await readQuote(ctx.sql, quoteId, userId);
  if (!quote) throw notFound(m.notFound);
  const pdf = await quotePdf(quote, await sellerInfo(ctx.sql));
  return { pdf: new Uint8Array(pdf), fileName: quotePdfName(quote) };
}
