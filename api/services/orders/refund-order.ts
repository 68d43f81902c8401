import type { Row } from '#db/tables.ts';
import type { AppContext } from '../../core/context.ts';
import { conflict, invalid, notFound, upstream } from '../../core/errors.ts';
import { formatTRY, fromKurus, toKurus } from '../../shared/money.ts';
import { REFUND_MESSAGES as m, type RefundInput } from '../../schemas/refunds.ts';
import { paymentProvider } from '../../payments/provider.ts';
import { channelMessages } from '../../schemas/marketplace.ts';
import { PaymentRefused } from '../../payments/provider-types.ts';
import { returnOrderStock } from './order-stock.ts';
import { sendRefundMail } from '../../mail/refund-mail.ts';
import { documentRefund } from '../../features/invoices/index.ts';
import { ORDER_NOT_FOUND } from '../../schemas/messages.ts';

// A restock fires products_derive, products_listed_change, product_variants_listed_change and
// catalogue_apply_noted on their stock-only paths (db/README.md).

type RefundedOrderRow = Row<
  'orders',
  | 'id'
  | 'order_number'
  | 'status'
  | 'total_amount'
  | 'refunded_amount'
  | 'payment_reference'
  | 'client_ip'
  | 'customer_name'
  | 'customer_email'
  | 'payment_method'
  | 'payment_state'
> & { paid_today: boolean };

const REFUNDABLE = ['confirmed', 'processing', 'shipped', 'delivered', 'partially_refunded'];

interface ItemRow {
  id: number;
  product_id: number | null;
  variant_id: number | null;
  quantity: number;
  refunded_quantity: number;
  net_amount: string;
  vat_amount: string;
}

/** A line's share of its gross (net + KDV) for `quantity` of its units, rounded half-up. */
const lineShare = (item: ItemRow, quantity: number) => {
  const gross = toKurus(item.net_amount) + toKurus(item.vat_amount);
  return Math.floor((gross * quantity + Math.floor(item.quantity / 2)) / item.quantity);
};

/** What a return's refund adds (issue 49): the outbound shipping and the mail's opening line. */
export interface RefundExtras {
  /** The order's shipping charge (net, less its discount, plus KDV) given back with the lines. */
  shippingKurus?: number;
  mailReason?: string;
}

/**
 * Cancels (same day, whole payment) or refunds an amount or some lines through the payment
 * provider, in three steps so no lock is held while the provider is asked: the amount is
 * reserved on the locked order (concurrent refunds see it, and a CHECK keeps the sum within
 * what was paid), the provider pays it back, then the refund is completed, or the
 * reservation is undone when the provider refused, or kept in doubt when it did not answer.
 */
export async function refundOrder(
  ctx: AppContext,
  orderId: number,
  input: RefundInput,
  adminId: number,
  extras: RefundExtras = {},
) {
  // A marketplace collected a channel order's money: it pays it back, never the shop's provider.
  const [sold] = await ctx.sql<{ channel: string }[]>`SELECT channel FROM orders WHERE id = ${orderId}`;
  if (sold && sold.channel !== 'web') throw conflict(channelMessages.refundOnMarketplace);
  const reserved = await reserveRefund(ctx, orderId, input, adminId, extras.shippingKurus ?? 0);
  const o = reserved.order;
  // An open-account order was never paid through the provider: its refund is a credit on the
  // account (the statement's 'refund' line), so nothing goes to the provider. A bank-transfer
  // order's money goes back the way it came, by a transfer the shop makes (decision 0393).
  const reference =
    o.payment_method === 'open_account'
      ? `cari-hesap-${reserved.refundId}`
      : byTransfer(o)
        ? `havale-${reserved.refundId}`
        : await refundThroughProvider(ctx, reserved, input, adminId);
  const done = await ctx.sql.begin(async (tx) => {
    const [row] = await tx<
      Row<'orders', 'status' | 'total_amount' | 'refunded_amount'>[]
    >`SELECT status, total_amount, refunded_amount FROM orders WHERE id = ${orderId} FOR UPDATE`;
    const lines = reserved.lines;
    const restocked = input.restock && lines.length > 0;
    if (restocked)
      await returnOrderStock(
        tx,
        orderId,
        lines.map((l) => ({ itemId: l.item.id, quantity: l.quantity })),
      );
    const status = toKurus(row!.refunded_amount) === toKurus(row!.total_amount) ? 'refunded' : 'partially_refunded';
    await tx`UPDATE orders SET status = ${status}, updated_at = now() WHERE id = ${orderId}`;
    await tx`UPDATE order_refunds SET provider_reference = ${reference}, restocked = ${restocked} WHERE id = ${reserved.refundId}`;
    // The invoice follows the money: cancelled within its window, else a return document (decision 0301).
    await documentRefund(tx, orderId, reserved.refundId, status === 'refunded');
    const note = `${input.kind === 'cancel' ? 'Ödeme iptal edildi' : 'İade'}: ${formatTRY(fromKurus(reserved.amountKurus))}${restocked ? ' · stoğa geri eklendi' : ''}`;
    await tx`
      INSERT INTO order_status_history (order_id, from_status, to_status, changed_by, note)
      VALUES (${orderId}, ${row!.status}, ${status}, ${adminId}, ${note})`;
    return { order: o, amountKurus: reserved.amountKurus, status };
  });
  const refunded = { status: done.status, refundId: reserved.refundId, amount: fromKurus(done.amountKurus) };
  try {
    const mail = await sendRefundMail(ctx, {
      orderNumber: done.order.order_number,
      customerName: done.order.customer_name,
      customerEmail: done.order.customer_email,
      amount: fromKurus(done.amountKurus),
      full: done.status === 'refunded',
      ...(extras.mailReason ? { reason: extras.mailReason } : {}),
      paidBy: o.payment_method === 'open_account' ? 'account' : byTransfer(o) ? 'transfer' : 'card',
    });
    return { ...refunded, mail };
  } catch (error) {
    ctx.log.error('İade e-postası gönderilemedi', { orderNumber: done.order.order_number, error });
    return { ...refunded, mail: 'failed' as const };
  }
}

/** A bank-transfer order paid by the transfer itself (no card payment at the provider). */
const byTransfer = (o: Pick<RefundedOrderRow, 'payment_method' | 'payment_reference'>) =>
  o.payment_method === 'bank_transfer' && o.payment_reference === null;

/** The provider pays the reserved amount back; refused or unanswered, the reservation is undone or kept in doubt. */
async function refundThroughProvider(
  ctx: AppContext,
  reserved: Awaited<ReturnType<typeof reserveRefund>>,
  input: RefundInput,
  adminId: number,
): Promise<string> {
  const o = reserved.order;
  // reserveRefund refused a card or transfer order without a payment reference.
  const request = {
    paymentId: o.payment_reference!,
    orderNumber: o.order_number,
    clientIp: o.client_ip ?? '127.0.0.1',
  };
  try {
    return input.kind === 'cancel'
      ? await paymentProvider(ctx).cancel(request)
      : await paymentProvider(ctx).refund({ ...request, amountKurus: reserved.amountKurus });
  } catch (error) {
    if (error instanceof PaymentRefused) await undoReservation(ctx, o.id, reserved);
    else await markInDoubt(ctx, o.id, reserved.refundId, adminId);
    throw upstream(error instanceof PaymentRefused ? m.provider : m.inDoubt, error);
  }
}

/** Checks the request against the locked order and reserves its amount (and its lines' units). */
async function reserveRefund(
  ctx: AppContext,
  orderId: number,
  input: RefundInput,
  adminId: number,
  shippingKurus: number,
) {
  return ctx.sql.begin(async (tx) => {
    const [o] = await tx<RefundedOrderRow[]>`
      SELECT id, order_number, status, total_amount, refunded_amount, payment_reference, client_ip, customer_name, customer_email,
        payment_method, payment_state,
        (paid_at AT TIME ZONE 'Europe/Istanbul')::date = (now() AT TIME ZONE 'Europe/Istanbul')::date AS paid_today
      FROM orders WHERE id = ${orderId} FOR UPDATE`;
    if (!o) throw notFound(ORDER_NOT_FOUND);
    if (
      !REFUNDABLE.includes(o.status) ||
      (!o.payment_reference && o.payment_method !== 'open_account' && !byTransfer(o))
    )
      throw conflict(m.notPaid);
    // An authorisation not captured yet has taken nothing to give back (decision 0345).
    if (o.payment_state === 'authorized') throw conflict(m.notCaptured);
    const [doubt] = await tx<
      Row<'order_refunds', 'id'>[]
    >`SELECT id FROM order_refunds WHERE order_id = ${orderId} AND in_doubt`;
    if (doubt) throw conflict(m.inDoubt);
    const paidKurus = toKurus(o.total_amount);
    const leftKurus = paidKurus - toKurus(o.refunded_amount);
    const items = await tx<ItemRow[]>`
      SELECT id, product_id, variant_id, quantity, refunded_quantity, net_amount, vat_amount
      FROM order_items WHERE order_id = ${orderId} ORDER BY id FOR UPDATE`;

    let amountKurus: number;
    let lines: { item: ItemRow; quantity: number }[] = [];
    if (input.kind === 'cancel') {
      if (!o.paid_today || leftKurus !== paidKurus) throw conflict(m.cancelDay);
      amountKurus = paidKurus;
      lines = items.map((item) => ({ item, quantity: item.quantity }));
    } else if (input.lines.length > 0) {
      lines = input.lines.map((l) => {
        const item = items.find((i) => i.id === l.itemId);
        if (!item || l.quantity > item.quantity - item.refunded_quantity) throw invalid(m.line);
        return { item, quantity: l.quantity };
      });
      amountKurus = Math.min(
        leftKurus,
        lines.reduce((s, l) => s + lineShare(l.item, l.quantity), shippingKurus),
      );
    } else {
      amountKurus = toKurus(input.amount!);
    }
    if (amountKurus <= 0) throw invalid(m.amount);
    if (amountKurus > leftKurus) throw conflict(m.tooMuch(formatTRY(fromKurus(leftKurus))));

    await tx`UPDATE orders SET refunded_amount = refunded_amount + ${fromKurus(amountKurus)} WHERE id = ${orderId}`;
    for (const l of lines)
      await tx`UPDATE order_items SET refunded_quantity = refunded_quantity + ${l.quantity} WHERE id = ${l.item.id}`;
    const [refund] = await tx<Row<'order_refunds', 'id'>[]>`
      INSERT INTO order_refunds (order_id, kind, amount, lines, created_by, shipping_refunded)
      VALUES (${orderId}, ${input.kind}, ${fromKurus(amountKurus)}, ${tx.json(lines.map((l) => ({ itemId: l.item.id, quantity: l.quantity })))}, ${adminId},
        ${input.kind === 'refund' && lines.length > 0 && shippingKurus > 0})
      RETURNING id`;
    return { order: o, amountKurus, lines, refundId: refund!.id };
  });
}

/** The provider refused: nothing was paid back, so the reserved amount and units are free again. */
async function undoReservation(
  ctx: AppContext,
  orderId: number,
  reserved: { amountKurus: number; refundId: number; lines: { item: ItemRow; quantity: number }[] },
) {
  await ctx.sql.begin(async (tx) => {
    await tx`UPDATE orders SET refunded_amount = refunded_amount - ${fromKurus(reserved.amountKurus)} WHERE id = ${orderId}`;
    await tx`DELETE FROM order_refunds WHERE id = ${reserved.refundId}`;
    for (const l of reserved.lines)
      await tx`UPDATE order_items SET refunded_quantity = refunded_quantity - ${l.quantity} WHERE id = ${l.item.id}`;
  });
}

/**
 * No answer (a time-out, a lost connection): the provider may have paid it back. The amount
 * stays reserved and the refund is marked in doubt; no other refund of the order is made
 * until the provider's answer is known, so the money never goes back twice (decision 0261).
 */
async function markInDoubt(ctx: AppContext, orderId: number, refundId: number, adminId: number) {
  await ctx.sql.begin(async (tx) => {
    await tx`UPDATE order_refunds SET in_doubt = true WHERE id = ${refundId}`;
    await tx`UPDATE orders SET payment_alert = ${IN_DOUBT_ALERT}, updated_at = now() WHERE id = ${orderId}`;
    await tx`
      INSERT INTO order_status_history (order_id, from_status, to_status, changed_by, note)
      SELECT id, status, status, ${adminId}, ${IN_DOUBT_ALERT} FROM orders WHERE id = ${orderId}`;
  });
}

const IN_DOUBT_ALERT = 'İade sonucu belirsiz: ödeme sağlayıcısından yanıt alınamadı';
