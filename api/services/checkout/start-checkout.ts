import type { AppContext } from '../../core/context.ts';
import type { CheckoutAnswer, CheckoutForm } from '../../schemas/checkout.ts';
import { conflict, upstream } from '../../core/errors.ts';
import { PROMOTION_MESSAGES } from '../../features/promotions/schemas.ts';
import type { CartOwner } from '../cart/cart-owner.ts';
import { paymentProvider } from '../../payments/provider.ts';
import type { PaymentOrder } from '../../payments/provider-types.ts';
import * as promotions from '../../features/promotions/index.ts';
import { checkoutShipping } from '../../features/shipping/index.ts';
import { createOrder, type StartedOrder } from './create-order.ts';
import { readCartLines } from './cart-lines.ts';
import { assertCheckoutable } from './checkoutable.ts';
import { newOrderNumber } from './order-number.ts';
import { lineName } from '../../shared/line-name.ts';
import { assertMethodOffered, paymentOptions } from '../settings/payment-settings.ts';
import { placeTransferOrder } from './place-transfer-order.ts';
import { placeAccountOrder } from './place-account-order.ts';

/**
 * The chosen payment method, if the shop offers it: a card checkout (below), a bank transfer
 * order (place-transfer-order.ts) or an open-account order (place-account-order.ts, which
 * checks that this buyer has an open account).
 */
export async function startCheckout(
  ctx: AppContext,
  owner: CartOwner,
  form: CheckoutForm,
  clientIp: string,
): Promise<CheckoutAnswer> {
  const options = await paymentOptions(ctx.sql);
  assertMethodOffered(options, form.paymentMethod);
  if (form.paymentMethod === 'bank_transfer') return placeTransferOrder(ctx, owner, form, clientIp, options);
  if (form.paymentMethod === 'open_account') return placeAccountOrder(ctx, owner, form, clientIp);
  return startCardCheckout(ctx, owner, form, clientIp);
}

/**
 * Prices the cart, starts the payment for exactly that, then stores the order with its
 * token and its stock reserved in one transaction. Starting first means no order exists
 * for a payment that never started, and the token goes in with the order instead of in a
 * second write (decision 0245).
 */
async function startCardCheckout(
  ctx: AppContext,
  owner: CartOwner,
  form: CheckoutForm,
  clientIp: string,
): Promise<CheckoutAnswer> {
  const provider = paymentProvider(ctx);
  const lines = await readCartLines(ctx.sql, owner);
  assertCheckoutable(lines);
  const shipping = await checkoutShipping(ctx.sql, lines, form);
  const totals = await promotions.discountsFor(ctx.sql, { owner, email: form.customerEmail }, lines, { shipping });
  // A card payment needs an amount: discounts taking everything off leave nothing to charge.
  if (totals.totalKurus === 0) throw conflict(PROMOTION_MESSAGES.nothingToPay);
  const order = { orderNumber: newOrderNumber(), lines, totals, shipping };
  let started;
  try {
    started = await provider.start(paymentOrder(order, form, clientIp, owner));
  } catch (error) {
    ctx.log.error('Ödeme başlatılamadı', { orderNumber: order.orderNumber, error });
    throw upstream('Ödeme işlemi başlatılamadı. Lütfen tekrar deneyin.', error);
  }
  // Refused here (stock, a changed cart), the started payment is never shown to the shopper
  // and lapses with its token; the order's reservation counts from after the token's
  // creation, so it never ends while the token can still pay.
  await createOrder(ctx.sql, {
    owner,
    form,
    clientIp,
    provider: provider.name,
    reservationMinutes: reservationMinutes(ctx),
    status: 'pending',
    started: { ...order, paymentToken: started.token },
  });
  return started;
}

/** Minutes an order's stock stays reserved: RESERVATION_MINUTES, never less than the provider token's life. */
export const reservationMinutes = (ctx: AppContext) =>
  Math.max(ctx.config.RESERVATION_MINUTES, paymentProvider(ctx).tokenMinutes);

/** The provider's view of the order; each line carries its own KDV, so the lines add up to the total. */
export function paymentOrder(
  order: Omit<StartedOrder, 'paymentToken'>,
  form: CheckoutForm,
  clientIp: string,
  owner: CartOwner,
): PaymentOrder {
  const items = order.lines.map((line, i) => {
    // After its share of the discounts, so the items add up to the total.
    const { netKurus, vatKurus } = order.totals.lines[i]!;
    return {
      id: line.variantId ? `V${line.variantId}` : `P${line.productId}`,
      name: lineName(line),
      category: line.categoryName ?? 'Elektrik Malzemeleri',
      priceKurus: netKurus + vatKurus,
    };
  });
  // What is left of the shipping charge is a basket line of its own, so the lines add up to the total.
  const { netKurus, vatKurus } = order.totals.shippingLine;
  if (netKurus > 0) items.push({ id: 'KARGO', name: 'Kargo', category: 'Kargo', priceKurus: netKurus + vatKurus });
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
