import type { AppContext } from '../../core/context.ts';
import { conflict, notFound } from '../../core/errors.ts';
import { nextStatuses, orderMessages as m, type OrderStatus, type StatusChange } from '../../schemas/admin-orders.ts';
import { sendShippedMail } from '../../mail/shipped-mail.ts';
import type { Delivery } from '../../mail/outbox.ts';
import type { NoRows } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { returnOrderStock } from './order-stock.ts';
import { queueSalesInvoice } from '../../features/invoices/index.ts';
import { refuseWhileDue } from './correction-due.ts';

// A cancellation's stock put back fires products_derive, products_listed_change,
// product_variants_listed_change and catalogue_apply_noted on their stock-only paths (db/README.md).

export interface StatusResult {
  status: OrderStatus;
  /** Whether the shipping e-mail went out ('sent'), waits in the outbox ('queued'), failed, or was not due (null). */
  mail: Delivery | 'failed' | null;
}

/**
 * Moves an order to its next status in one transaction (the row is locked, so two
 * admins cannot both move it), records who did it, gives back the order's stock on
 * cancellation (a card-paid order is cancelled by its refund instead), and e-mails the customer when the order ships.
 */
export async function changeOrderStatus(
  ctx: AppContext,
  orderId: number,
  change: StatusChange,
  adminId: number,
): Promise<StatusResult> {
  const order = await ctx.sql.begin(async (tx) => {
    const [row] = await tx<
      Row<
        'orders',
        | 'id'
        | 'order_number'
        | 'status'
        | 'customer_name'
        | 'customer_email'
        | 'payment_reference'
        | 'payment_review'
        | 'payment_method'
      >[]
    >`
      SELECT id, order_number, status, customer_name, customer_email, payment_reference, payment_review, payment_method
      FROM orders WHERE id = ${orderId} FOR UPDATE`;
    if (!row) throw notFound(m.notFound);
    if (row.payment_review) throw conflict(m.underReview);
    const from = row.status as OrderStatus;
    if (!nextStatuses(from).includes(change.status)) throw conflict(m.notAllowed(from, change.status));
    // Money taken by card goes back only through the refund, which then closes the order; an
    // open-account order's debt is taken off the account the same way (a 'refund' line).
    if (change.status === 'cancelled' && from !== 'pending' && row.payment_method === 'open_account')
      throw conflict(m.accountNeedsRefund);
    if (change.status === 'cancelled' && from !== 'pending' && row.payment_reference !== null)
      throw conflict(m.paidNeedsRefund);
    if (change.status === 'shipped') await refuseWhileDue(tx, orderId);
    if (change.status === 'cancelled') await returnOrderStock(tx, orderId);
    const shipping =
      change.status === 'shipped' ? { carrier: change.carrier!, tracking_number: change.trackingNumber! } : {};
    // Delivery starts the buyer's 14-day withdrawal clock (api/services/returns/return-clock.ts).
    const delivered = change.status === 'delivered' ? { delivered_at: new Date() } : {};
    await tx<NoRows>`UPDATE orders SET ${tx({ status: change.status, ...shipping, ...delivered })}, updated_at = now() WHERE id = ${orderId}`;
    await tx<NoRows>`
      INSERT INTO order_status_history (order_id, from_status, to_status, changed_by, note)
      VALUES (${orderId}, ${from}, ${change.status}, ${adminId}, ${historyNote(change)})`;
    if (change.status === 'shipped') await queueSalesInvoice(tx, orderId, 'shipping');
    return row;
  });
  if (change.status !== 'shipped') return { status: change.status, mail: null };
  try {
    const mail = await sendShippedMail(ctx, {
      orderNumber: order.order_number,
      customerName: order.customer_name,
      customerEmail: order.customer_email,
      carrier: change.carrier!,
      trackingNumber: change.trackingNumber!,
    });
    return { status: change.status, mail };
  } catch (error) {
    ctx.log.error('Kargo e-postası gönderilemedi', { orderNumber: order.order_number, error });
    return { status: change.status, mail: 'failed' };
  }
}

function historyNote(change: StatusChange): string | null {
  const parts = [
    change.status === 'shipped' ? `${change.carrier} – takip no: ${change.trackingNumber}` : null,
    change.note || null,
  ];
  return parts.filter(Boolean).join(' · ') || null;
}
