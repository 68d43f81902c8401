import type { AppContext } from '../../core/context.ts';
import type { Row } from '#db/tables.ts';
import { mailCustomer } from '../../mail/customer-mail.ts';
import type { Delivery } from '../../mail/outbox.ts';
import { invoiceLink } from '../../shared/invoice-link.ts';

/**
 * Tells the buyer that the order's invoice is issued: its number and ETTN, and a link to its PDF
 * that works without signing in (it carries the ETTN, decision 0330). Through the
 * outbox, so an SMTP outage delays the mail, never the invoice.
 */
export async function sendInvoiceMail(ctx: AppContext, invoiceId: number): Promise<Delivery | null> {
  const [row] = await ctx.sql<
    (Row<'orders', 'order_number' | 'customer_name' | 'customer_email' | 'user_id'> &
      Row<'invoices', 'number' | 'uuid' | 'profile'>)[]
  >`
    SELECT o.order_number, o.customer_name, o.customer_email, o.user_id, i.number, i.uuid, i.profile
    FROM invoices i JOIN orders o ON o.id = i.order_id
    WHERE i.id = ${invoiceId} AND i.status = 'issued' AND i.type_code = 'SATIS'`;
  if (!row) return null;
  const site = ctx.config.siteUrl;
  const kind = row.profile === 'EARSIVFATURA' ? 'e-Arşiv faturanız' : 'e-Faturanız';
  return mailCustomer(
    ctx,
    { name: row.customer_name, email: row.customer_email },
    `Faturanız düzenlendi (${row.order_number})`,
    [
      `${row.order_number} numaralı siparişinizin ${kind} düzenlendi.`,
      `Fatura no: ${row.number}`,
      `ETTN: ${row.uuid}`,
      '',
      row.user_id !== null
        ? `Faturanın PDF'ini Hesabım › Siparişlerim sayfasından indirebilirsiniz: ${site}/hesabim`
        : `Sipariş ayrıntıları: ${site}/siparis/${encodeURIComponent(row.order_number)}`,
      `Faturanın PDF'i: ${site}${invoiceLink(row.order_number, row.uuid!)}`,
      '',
      'Bizi tercih ettiğiniz için teşekkür ederiz.',
    ],
  );
}
