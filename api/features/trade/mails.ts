import type { AppContext } from '../../core/context.ts';
import type { Delivery } from '../../mail/outbox.ts';
import { mailCustomer } from '../../mail/customer-mail.ts';

export interface TradeDecisionMail {
  full_name: string;
  email: string;
  company_name: string;
}

/** Tells the customer how the trade ('kurumsal') account application was decided. */
export async function sendTradeDecisionMail(
  ctx: AppContext,
  to: TradeDecisionMail,
  decision: { approved: true } | { approved: false; note: string },
): Promise<Delivery> {
  const accountUrl = `${ctx.config.siteUrl}/hesabim#kurumsal-hesap`;
  const body = decision.approved
    ? [
        `${to.company_name} adına yaptığınız kurumsal hesap başvurusu onaylandı.`,
        'Bundan sonra siparişlerinizde kurumsal fiyatlarınız geçerli olacak; ödeme sayfası firmanızın fatura bilgileriyle dolu gelecek.',
      ]
    : [
        `${to.company_name} adına yaptığınız kurumsal hesap başvurusu onaylanmadı.`,
        `Gerekçe: ${decision.note}`,
        'Bilgilerinizi düzelterek yeniden başvurabilirsiniz.',
      ];
  return mailCustomer(
    ctx,
    { name: to.full_name, email: to.email },
    decision.approved ? 'Kurumsal hesap başvurunuz onaylandı' : 'Kurumsal hesap başvurunuz hakkında',
    [...body, '', `Hesabınız: ${accountUrl}`],
  );
}
