import type { AppContext } from '../../core/context.ts';
import type { CheckoutForm, TransferCheckoutAnswer } from '../../schemas/checkout.ts';
import type { PaymentOptions } from '../../shared/payment-methods.ts';
import * as promotions from '../../features/promotions/index.ts';
import { sendTransferPlacedMails } from '../../features/bank-transfer/index.ts';
import { checkoutShipping } from '../../features/shipping/index.ts';
import type { CartOwner } from '../cart/cart-owner.ts';
import { createOrder } from './create-order.ts';
import { readCartLines } from './cart-lines.ts';
import { assertCheckoutable } from './checkoutable.ts';
import { newOrderNumber } from './order-number.ts';

const MINUTES_A_DAY = 24 * 60;

/**
 * A bank-transfer order: priced with the transfer discount, stored awaiting its payment for
 * BANK_TRANSFER_DAYS with the same stock share and unpaid-order limit as a card checkout
 * (decision 0291), the cart emptied, and the buyer mailed the accounts to pay into. No
 * provider is involved, so there is no token.
 */
export async function placeTransferOrder(
  ctx: AppContext,
  owner: CartOwner,
  form: CheckoutForm,
  clientIp: string,
  options: PaymentOptions,
): Promise<TransferCheckoutAnswer> {
  const lines = await readCartLines(ctx.sql, owner);
  assertCheckoutable(lines);
  const discountPercent = options.bankTransferDiscount;
  const shipping = await checkoutShipping(ctx.sql, lines, form);
  const buyer = { owner, email: form.customerEmail };
  const totals = await promotions.discountsFor(ctx.sql, buyer, lines, { discountPercent, shipping });
  const orderNumber = newOrderNumber();
  await createOrder(ctx.sql, {
    owner,
    form,
    clientIp,
    provider: null,
    reservationMinutes: ctx.config.BANK_TRANSFER_DAYS * MINUTES_A_DAY,
    status: 'awaiting_payment',
    started: { orderNumber, lines, totals, shipping, paymentToken: null },
  });
  // The order stands whether or not the mail goes out now (the outbox retries it).
  await sendTransferPlacedMails(ctx, orderNumber).catch((error: unknown) =>
    ctx.log.error('Havale siparişi e-postası gönderilemedi', { orderNumber, error }),
  );
  return { orderNumber, status: 'awaiting_payment', paymentMethod: 'bank_transfer' };
}
