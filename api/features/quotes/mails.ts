import type { AppContext } from '../../core/context.ts';
import { quotePdf } from './quote-pdf.ts';
import type { QuoteView } from './schemas.ts';
import { formatDate } from '../../shared/date-format.ts';
import { formatTRY } from '../../shared/money.ts';
import { sellerInfo } from '../../services/settings/shop-settings.ts';
import { attachment, mailAddress } from '../../mail/mailer.ts';
import { mailCustomer } from '../../mail/customer-mail.ts';

/** The file name of a quote's PDF, in mails and downloads. */
export const quotePdfName = (quote: Pick<QuoteView, 'number'>) => `teklif-${quote.number}.pdf`;

/** The sent quote to the customer, with the quote as a PDF (kept in the outbox and retried like any mail). */
export async function sendQuoteMail(ctx: AppContext, quote: QuoteView): Promise<void> {
  const seller = await sellerInfo(ctx.sql);
  const pdf = await quotePdf(quote, seller);
  await mailCustomer(
    ctx,
    { name: quote.customerName, email: quote.customerEmail },
    `Teklifiniz hazır – ${quote.number}`,
    [
      `İstediğiniz teklif hazırlandı: ${quote.number}, toplam ${formatTRY(quote.total)} (KDV dahil).`,
      `Teklif ${formatDate(quote.validUntil ?? quote.createdAt)} tarihi sonuna kadar geçerlidir; ayrıntılar ekteki PDF dosyasındadır.`,
      '',
      `Kabul etmek için: ${ctx.config.siteUrl}/hesabim#teklifler`,
      '',
      seller.name,
    ],
    {
      replyTo: seller.email ? mailAddress(seller.name, seller.email) : undefined,
      attachments: [attachment(quotePdfName(quote), 'application/pdf', pdf)],
    },
  );
}
