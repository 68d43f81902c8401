import type { AppContext } from '../../core/context.ts';
import { formatTRY } from '../../shared/money.ts';
import { formatDate } from '../../shared/date-format.ts';
import type { OverdueOrder } from './ledger.ts';
import { sellerInfo } from '../../services/settings/shop-settings.ts';
import { mailAddress } from '../../mail/mailer.ts';
import type { Delivery } from '../../mail/outbox.ts';
import { mailCustomer } from '../../mail/customer-mail.ts';

export interface OverdueRecipient {
  full_name: string;
  email: string;
  company_name: string;
}

/** The reminder that an open account has an overdue balance: each order, its due day and what it still owes. */
export async function sendOverdueReminder(
  ctx: AppContext,
  to: OverdueRecipient,
  overdue: OverdueOrder[],
): Promise<Delivery> {
  const seller = await sellerInfo(ctx.sql);
  const totalKurus = overdue.reduce((sum, o) => sum + o.kurus, 0);
  const lines = overdue.map(
    (o) => `- ${o.orderNumber}, vade ${formatDate(`${o.dueOn}T12:00:00+03:00`)}: ${formatTRY(o.kurus / 100)}`,
  );
  return mailCustomer(
    ctx,
    { name: to.full_name, email: to.email },
    `Vadesi geçen cari hesap bakiyesi: ${formatTRY(totalKurus / 100)}`,
    [
      `${to.company_name} cari hesabınızda vadesi geçmiş ${formatTRY(totalKurus / 100)} bulunuyor:`,
      ...lines,
      '',
      'Vadesi geçen tutar ödenene kadar cari hesap ile yeni sipariş verilemez. Ödemenizi yaptıysanız bu mesajı dikkate almayın.',
      `Hesap ekstreniz: ${ctx.config.siteUrl}/hesabim#cari-hesap`,
      '',
      seller.name,
    ],
    { replyTo: seller.email ? mailAddress(seller.name, seller.email) : undefined },
  );
}
