import type { AppContext } from '../core/context.ts';
import { formatTRY } from '../shared/money.ts';
import type { Delivery } from './outbox.ts';
import { mailCustomer } from './customer-mail.ts';

export interface RefundedOrder {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  amount: string;
  full: boolean;
  /** Why the shop gave the money back on its own (the goods were gone), said before the amount. */
  reason?: string;
  /** How the money goes back: to the card (default), by a transfer, or as a credit on the open account. */
  paidBy?: 'card' | 'transfer' | 'account';
}

const HOW: Record<NonNullable<RefundedOrder['paidBy']>, string> = {
  card: 'Tutar, bankanıza bağlı olarak birkaç iş günü içinde kartınıza yansır (en geç 14 gün).',
  transfer: 'Tutar, ödemenizi gönderdiğiniz banka hesabına en geç 14 gün içinde havale/EFT ile gönderilir.',
  account: 'Tutar cari hesabınıza alacak olarak işlendi.',
};

/** Tells the buyer how much goes back to the card and when to expect it. */
export async function sendRefundMail(ctx: AppContext, order: RefundedOrder): Promise<Delivery> {
  return mailCustomer(
    ctx,
    { name: order.customerName, email: order.customerEmail },
    `Siparişiniz için iade yapıldı (${order.orderNumber})`,
    [
      ...(order.reason ? [order.reason, ''] : []),
      `${order.orderNumber} numaralı siparişiniz için ${formatTRY(order.amount)} tutarında ${order.full ? 'tam' : 'kısmi'} iade yapıldı.`,
      HOW[order.paidBy ?? 'card'],
      '',
      `Sipariş ayrıntıları: ${ctx.config.siteUrl}/siparis/${encodeURIComponent(order.orderNumber)}`,
    ],
  );
}
