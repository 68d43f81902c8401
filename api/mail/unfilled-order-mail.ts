import type { AppContext } from '../core/context.ts';
import type { Delivery } from './outbox.ts';
import { mailCustomer } from './customer-mail.ts';

/** The buyer's reason: the goods went to a faster payer, and the card authorisation was released (decision 0345). */
export const GOODS_GONE_NO_CHARGE_MAIL =
  'Siparişinizdeki ürünlerin bir kısmı, ödemesini sizden önce tamamlayan başka bir alıcıya gittiği için siparişinizi karşılayamıyoruz. Siparişiniz iptal edildi; kartınızdan çekim yapılmadı, ödeme için ayrılan tutarın blokesi kaldırıldı.';

/** Tells a buyer whose authorisation was voided that the order is cancelled and nothing was charged. */
export function sendNoChargeMail(
  ctx: AppContext,
  order: { orderNumber: string; customerName: string; customerEmail: string },
): Promise<Delivery> {
  return mailCustomer(
    ctx,
    { name: order.customerName, email: order.customerEmail },
    `Siparişiniz karşılanamadı, kartınızdan çekim yapılmadı (${order.orderNumber})`,
    [
      GOODS_GONE_NO_CHARGE_MAIL,
      'Bankanıza bağlı olarak blokenin kart ekstrenizden kalkması birkaç gün sürebilir.',
      '',
      `Sipariş ayrıntıları: ${ctx.config.siteUrl}/siparis/${encodeURIComponent(order.orderNumber)}`,
    ],
  );
}
