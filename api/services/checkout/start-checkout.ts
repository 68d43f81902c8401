import type { AppContext } from '../../core/context.ts';
import type { CheckoutAnswer, CheckoutForm } from '../../schemas/checkout.ts';
import { lineAmounts } from '../../schemas/vat.ts';
import { upstream } from '../../core/errors.ts';
import type { CartOwner } from '../cart/cart-owner.ts';
import { paymentProvider } from '../../payments/provider.ts';
import type { PaymentOrder } from '../../payments/provider-types.ts';
import { cancelOrder } from '../orders/cancel-order.ts';
import { createOrder, type CreatedOrder } from './create-order.ts';

/** Creates the order with its stock reserved, then starts the payment for exactly its total. */
export async function startCheckout(
  ctx: AppContext,
  owner: CartOwner,
  form: CheckoutForm,
  clientIp: string,
): Promise<CheckoutAnswer> {
  const provider = paymentProvider(ctx);
  const minutes = reservationMinutes(ctx);
  const order = await createOrder(ctx.sql, {
    owner,
    form,
    clientIp,
    provider: provider.name,
    reservationMinutes: minutes,
  });
  let started;
  try {
    started = await provider.start(paymentOrder(order, form, clientIp, owner));
  } catch (error) {
    ctx.log.error('Ödeme başlatılamadı', { orderNumber: order.orderNumber, error });
    await cancelOrder(ctx.sql, order.id, 'Ödeme başlatılamadı');
    throw upstream('Ödeme işlemi başlatılamadı. Lütfen tekrar deneyin.', error);
  }
  // The reservation runs from the token's creation, so it never ends while the token can still pay.
  await ctx.sql`
    UPDATE orders SET payment_token = ${started.token}, updated_at = now(),
      reservation_expires_at = now() + make_interval(mins => ${minutes})
    WHERE id = ${order.id}`;
  return started;
}

/** Minutes an order's stock stays reserved: RESERVATION_MINUTES, never less than the provider token's life. */
export const reservationMinutes = (ctx: AppContext) =>
  Math.max(ctx.config.RESERVATION_MINUTES, paymentProvider(ctx).tokenMinutes);

/** The provider's view of the order; each line carries its own KDV, so the lines add up to the total. */
export function paymentOrder(
  order: CreatedOrder,
  form: CheckoutForm,
  clientIp: string,
  owner: CartOwner,
): PaymentOrder {
  const items = order.lines.map((line) => {
    const { netKurus, vatKurus } = lineAmounts(line);
    return {
      id: line.variantId ? `V${line.variantId}` : `P${line.productId}`,
      name: line.variantName ? `${line.productName} - ${line.variantName}` : line.productName,
      category: line.categoryName ?? 'Elektrik Malzemeleri',
      priceKurus: netKurus + vatKurus,
    };
  });
  return {
    orderNumber: order.orderNumber,
    totalKurus: order.totals.totalKurus,
    customerName: form.customerName,
    customerEmail: form.customerEmail,
    customerPhone: form.customerPhone,
    identityNumber: form.identityNumber,
    billing: { address: form.billingAddress, city: form.billingCity, postalCode: form.billingPostalCode },
    shipping: { address: form.shippingAddress, city: form.shippingCity, postalCode: form.shippingPostalCode },
    clientIp,
    userId: owner.kind === 'user' ? owner.userId : null,
    items,
  };
}
