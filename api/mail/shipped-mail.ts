import type { AppContext } from '../core/context.ts';
import type { Delivery } from './outbox.ts';
import { mailCustomer } from './customer-mail.ts';
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
  return mailCustomer(
    ctx,
    { name: order.customerName, email: order.customerEmail },
    `Siparişiniz kargoya verildi (${order.orderNumber})`,
    [
      `${order.orderNumber} numaralı siparişiniz kargoya verildi.`,
      `Kargo firması: ${order.carrier}`,
      `Takip numarası: ${order.trackingNumber}`,
      ...(link ? [`Kargonuzu takip edin: ${link}`] : []),
      '',
      `Sipariş ayrıntıları: ${orderUrl}`,
      '',
      'Bizi tercih ettiğiniz için teşekkür ederiz.',
    ],
  );
}
