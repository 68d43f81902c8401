import type { AppContext } from '../../core/context.ts';
import type { Row } from '#db/tables.ts';
import { conflict, notFound, upstream } from '../../core/errors.ts';
import { toKurus } from '../../shared/money.ts';
import { ORDER_NOT_FOUND_MESSAGE, ORDER_NUMBER_PATTERN, normaliseOrderNumber } from '../../schemas/order.ts';
import { paymentProvider } from '../../payments/provider.ts';
import type { PaymentOrder, PaymentStart } from '../../payments/provider-types.ts';
import { replacePaymentToken } from './payment-tokens.ts';

// 'Ödemeye devam et' (issue 46, decision 0347): an unpaid card order gets a fresh payment form
// for the same order, the same amount and the same stock hold; the hold is not extended.

export const RESUME_MESSAGES = {
  paid: 'Bu siparişin ödemesi zaten alındı.',
  cancelled: 'Bu sipariş iptal edildi; ödemesi yapılamaz.',
  expired: 'Bu siparişin ödeme süresi doldu. Lütfen sepetinizden yeniden sipariş verin.',
  notCard: 'Bu sipariş kartla ödenmiyor; ödeme bilgileri sipariş sayfasında.',
} as const;

type ResumableOrder = Row<
  'orders',
  | 'id'
  | 'order_number'
  | 'status'
  | 'payment_method'
  | 'payment_review'
  | 'payment_token'
  | 'total_amount'
  | 'shipping_amount'
  | 'shipping_vat_amount'
  | 'customer_name'
  | 'customer_email'
  | 'customer_phone'
  | 'identity_number'
  | 'billing_address'
  | 'billing_city'
  | 'billing_postal_code'
  | 'shipping_address'
  | 'shipping_city'
  | 'shipping_postal_code'
  | 'client_ip'
  | 'user_id'
> & { hold_lasts: boolean };

/** Why an order can take no new payment form, in the buyer's words; null when it can. */
function refusal(o: Pick<ResumableOrder, 'status' | 'payment_method' | 'payment_review' | 'hold_lasts'>) {
  if (o.payment_method !== 'card') return RESUME_MESSAGES.notCard;
  if (o.status === 'cancelled') return RESUME_MESSAGES.cancelled;
  if (o.status !== 'pending' || o.payment_review) return RESUME_MESSAGES.paid;
  if (!o.hold_lasts) return RESUME_MESSAGES.expired;
  return null;
}

/** Whether 'Ödemeye devam et' is offered: an unpaid card order whose hold lasts. */
export function canResumePayment(
  o: Pick<ResumableOrder, 'status' | 'payment_method' | 'payment_review'> & {
    reservation_expires_at: Date | string | null;
  },
  now = new Date(),
): boolean {
  const holdLasts = o.reservation_expires_at !== null && new Date(o.reservation_expires_at) > now;
  return refusal({ ...o, hold_lasts: holdLasts }) === null;
}

/**
 * A fresh payment form for an unpaid card order while its hold lasts: started at the provider
 * first (no lock held meanwhile), then made the order's latest token if the order is still
 * unpaid; the tokens before it stay the order's (payment-tokens.ts).
 */
export async function resumePayment(ctx: AppContext, orderNumber: string): Promise<PaymentStart> {
  const number = normaliseOrderNumber(orderNumber);
  if (!ORDER_NUMBER_PATTERN.test(number)) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  const [order] = await ctx.sql<ResumableOrder[]>`
    SELECT id, order_number, status, payment_method, payment_review, payment_token, total_amount, shipping_amount,
      shipping_vat_amount, customer_name, customer_email, customer_phone, identity_number, billing_address, billing_city,
      billing_postal_code, shipping_address, shipping_city, shipping_postal_code, client_ip, user_id,
      coalesce(reservation_expires_at > now(), false) AS hold_lasts
    FROM orders WHERE order_number = ${number}`;
  if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  const refused = refusal(order);
  if (refused) throw conflict(refused);

  let started: PaymentStart;
  try {
    started = await paymentProvider(ctx).start(await paymentOrderOf(ctx, order));
  } catch (error) {
    ctx.log.error('Ödeme yeniden başlatılamadı', { orderNumber: number, error });
    throw upstream('Ödeme işlemi başlatılamadı. Lütfen tekrar deneyin.', error);
  }
  await ctx.sql.begin(async (tx) => {
    const [now] = await tx<ResumableOrder[]>`
      SELECT status, payment_method, payment_review, payment_token, coalesce(reservation_expires_at > now(), false) AS hold_lasts
      FROM orders WHERE id = ${order.id} FOR UPDATE`;
    // Paid, cancelled or run out meanwhile: the new form is never shown and lapses with its token.
    const late = refusal(now!);
    if (late) throw conflict(late);
    await replacePaymentToken(tx, order.id, now!.payment_token, started.token);
  });
  return started;
}

/** The provider's view of a stored order: its lines as sold (after discounts) and its shipping. */
async function paymentOrderOf(ctx: AppContext, o: ResumableOrder): Promise<PaymentOrder> {
  const lines = await ctx.sql<
    Row<'order_items', 'product_id' | 'variant_id' | 'product_name' | 'variant_name' | 'net_amount' | 'vat_amount'>[]
  >`
    SELECT product_id, variant_id, product_name, variant_name, net_amount, vat_amount FROM order_items WHERE order_id = ${o.id} ORDER BY id`;
  const totalKurus = toKurus(o.total_amount);
  const items = lines.map((l, i) => ({
    id: l.variant_id ? `V${l.variant_id}` : l.product_id ? `P${l.product_id}` : `L${i + 1}`,
    name: [l.product_name, l.variant_name].filter(Boolean).join(' - '),
    category: 'Elektrik Malzemeleri',
    priceKurus: toKurus(l.net_amount) + toKurus(l.vat_amount),
  }));
  const shippingKurus = toKurus(o.shipping_amount) + toKurus(o.shipping_vat_amount);
  if (shippingKurus > 0) items.push({ id: 'KARGO', name: 'Kargo', category: 'Kargo', priceKurus: shippingKurus });
  // The provider wants the lines to add up to the price; a stored discount it cannot split is one line.
  const sum = items.reduce((s, item) => s + item.priceKurus, 0);
  const basket =
    sum === totalKurus
      ? items
      : [
          {
            id: o.order_number,
            name: `Sipariş ${o.order_number}`,
            category: 'Elektrik Malzemeleri',
            priceKurus: totalKurus,
          },
        ];
  const address = (a: string, city: string, postalCode: string) => ({ address: a, city, postalCode });
  return {
    orderNumber: o.order_number,
    totalKurus,
    customerName: o.customer_name,
    customerEmail: o.customer_email,
    customerPhone: o.customer_phone,
    identityNumber: o.identity_number,
    billing: address(o.billing_address, o.billing_city, o.billing_postal_code),
    shipping: address(o.shipping_address, o.shipping_city, o.shipping_postal_code),
    clientIp: o.client_ip ?? '127.0.0.1',
    userId: o.user_id,
    items: basket,
  };
}
