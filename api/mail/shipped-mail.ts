import type { AppContext } from '../core/context.ts';
import { mailAddress } from './mailer.ts';
import { deliverMail, type Delivery } from './outbox.ts';
import { trackingUrl } from '../schemas/carriers.ts';

export interface ShippedOrder {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  carrier: string;
  trackingNumber: string;
}

/** Tells the customer that the order is on its way, with carrier and tracking number. */
export async function sendShippedMail(ctx: AppContext, order: ShippedOrder): Promise<Delivery> {
  const link = trackingUrl(order.carrier, order.trackingNumber);
  const orderUrl = `${ctx.config.siteUrl}/siparis/${encodeURIComponent(order.orderNumber)}`;
  return deliverMail(ctx, {
    to: mailAddress(order.customerName, order.customerEmail),
    subject: `Siparişiniz kargoya verildi (${order.orderNumber})`,
    text: [
      `Sayın ${order.customerName},`,
      '',
      `${order.orderNumber} numaralı siparişiniz kargoya verildi.`,
      `Kargo firması: ${order.carrier}`,
      `Takip numarası: ${order.trackingNumber}`,
      ...(link ? [`Kargonuzu takip edin: ${link}`] : []),
      '',
      `Sipariş ayrıntıları: ${orderUrl}`,
      '',
      'Bizi tercih ettiğiniz için teşekkür ederiz.',
    ].join('\n'),
  });
}
