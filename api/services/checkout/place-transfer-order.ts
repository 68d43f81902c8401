import type { AppContext } from '../../core/context.ts';
import type { CheckoutForm, TransferCheckoutAnswer } from '../../schemas/checkout.ts';
import type { PaymentOptions } from '../../shared/payment-methods.ts';
import { checkoutTotals } from '../promotions/checkout-totals.ts';
import type { CartOwner } from '../cart/cart-owner.ts';
import { sendTransferPlacedMails } from '../../mail/bank-transfer-mails.ts';
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
  const totals = await checkoutTotals(ctx.sql, { owner, email: form.customerEmail }, lines, discountPercent);
  const orderNumber = newOrderNumber();
  await createOrder(ctx.sql, {
    owner,
    form,
    clientIp,
    provider: null,
    reservationMinutes: ctx.config.BANK_TRANSFER_DAYS * MINUTES_A_DAY,
    status: 'awaiting_payment',
    started: { orderNumber, lines, totals, paymentToken: null },
  });
  // The order stands whether or not the mail goes out now (the outbox retries it).
  await sendTransferPlacedMails(ctx, orderNumber).catch((error: unknown) =>
    ctx.log.error('Havale siparişi e-postası gönderilemedi', { orderNumber, error }),
  );
  return { orderNumber, status: 'awaiting_payment', paymentMethod: 'bank_transfer' };
}
