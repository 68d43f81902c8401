import type { Row } from '#db/tables.ts';
import type { AppContext } from '../../core/context.ts';
import type { AccountCheckoutAnswer, CheckoutForm } from '../../schemas/checkout.ts';
import { conflict, forbidden } from '../../core/errors.ts';
import { formatTRY } from '../../shared/money.ts';
import * as promotions from '../../features/promotions/index.ts';
import {
  balanceKurus,
  ledgerEntries,
  lockTerms,
  overdueKurus,
  todayInTurkey,
} from '../../features/open-account/index.ts';
import { checkoutShipping } from '../../features/shipping/index.ts';
import { OPEN_ACCOUNT_MESSAGES as m } from '../../features/open-account/schemas.ts';
import { orderMessages } from '../../schemas/admin-orders.ts';
import type { CartOwner } from '../cart/cart-owner.ts';
import { sendOrderMails } from '../../mail/order-mails.ts';
import { confirmOrderIn } from '../orders/confirm-order.ts';
import { LimitGone } from '../orders/limit-gone.ts';
import { createOrderIn } from './create-order.ts';
import { readCartLines } from './cart-lines.ts';
import { assertCheckoutable } from './checkoutable.ts';
import { newOrderNumber } from './order-number.ts';

/**
 * An open-account order (decision 0293): only for a customer with an open account, refused
 * while anything is overdue or when the balance plus this order would pass the limit. The
 * account's row is locked before the balance is read and held until the order is stored and
 * confirmed, so two orders at once are checked one after the other and never overrun the
 * limit together. Confirmed at once, its stock taken, its cart emptied, due after the term.
 */
export async function placeAccountOrder(
  ctx: AppContext,
  owner: CartOwner,
  form: CheckoutForm,
  clientIp: string,
): Promise<AccountCheckoutAnswer> {
  if (owner.kind !== 'user') throw forbidden(m.notAllowed);
  const lines = await readCartLines(ctx.sql, owner);
  assertCheckoutable(lines);
  const shipping = await checkoutShipping(ctx.sql, lines, form);
  const totals = await promotions.discountsFor(ctx.sql, { owner, email: form.customerEmail }, lines, { shipping });
  const orderNumber = newOrderNumber();
  const placed = await ctx.sql.begin(async (tx) => {
    const terms = await lockTerms(tx, owner.userId);
    if (!terms) throw forbidden(m.notAllowed);
    const entries = await ledgerEntries(tx, owner.userId);
    const overdue = overdueKurus(entries, todayInTurkey());
    if (overdue > 0) throw conflict(m.overdue(formatTRY(overdue / 100)));
    const availableKurus = terms.creditLimitKurus - balanceKurus(entries);
    if (totals.totalKurus > availableKurus) throw conflict(m.overLimit(formatTRY(Math.max(0, availableKurus) / 100)));
    await createOrderIn(tx, {
      owner,
      form,
      clientIp,
      provider: null,
      reservationMinutes: 0,
      status: 'awaiting_payment',
      method: 'open_account',
      started: { orderNumber, lines, totals, shipping, paymentToken: null },
    });
    const [order] = await tx<Row<'orders', 'id'>[]>`SELECT id FROM orders WHERE order_number = ${orderNumber}`;
    const confirmed = await confirmOrderIn(tx, order!.id, {
      payment: null,
      method: 'open_account',
      from: 'awaiting_payment',
      note: `Cari hesaba işlendi (vade ${terms.paymentTermDays} gün)`,
    }).catch((error: unknown) => {
      throw error instanceof LimitGone ? conflict(error.texts.message) : error;
    });
    if (!confirmed) throw conflict(orderMessages.changedMeanwhile);
    const [due] = await tx<{ due: string }[]>`
      UPDATE orders SET payment_due_on = (now() AT TIME ZONE 'Europe/Istanbul')::date + ${terms.paymentTermDays}::int
      WHERE id = ${order!.id} RETURNING payment_due_on::text AS due`;
    return { id: order!.id, dueDate: due!.due };
  });
  await sendOrderMails(ctx, placed.id).catch((error: unknown) =>
    ctx.log.error('Cari hesap siparişi e-postası gönderilemedi', { orderNumber, error }),
  );
  return { orderNumber, status: 'confirmed', paymentMethod: 'open_account', dueDate: placed.dueDate };
}
