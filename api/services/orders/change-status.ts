import type postgres from 'postgres';
import type { AppContext } from '../../core/context.ts';
import { conflict, notFound } from '../../core/errors.ts';
import { nextStatuses, orderMessages as m, type OrderStatus, type StatusChange } from '../../schemas/admin-orders.ts';
import { sendShippedMail } from '../../mail/shipped-mail.ts';
import type { Delivery } from '../../mail/outbox.ts';
import type { NoRows } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';

type Tx = postgres.TransactionSql;

// A cancellation's stock put back fires products_derive, products_listed_change,
// product_variants_listed_change and catalogue_apply_noted on their stock-only paths (db/README.md).

export interface StatusResult {
  status: OrderStatus;
  /** Whether the shipping e-mail went out ('sent'), waits in the outbox ('queued'), failed, or was not due (null). */
  mail: Delivery | 'failed' | null;
}

/**
 * Moves an order to its next status in one transaction (the row is locked, so two
 * admins cannot both move it), records who did it, releases reserved stock on
 * cancellation, and e-mails the customer when the order ships.
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
        'id' | 'order_number' | 'status' | 'customer_name' | 'customer_email' | 'stock_released' | 'payment_review'
      >[]
    >`
      SELECT id, order_number, status, customer_name, customer_email, stock_released, payment_review
      FROM orders WHERE id = ${orderId} FOR UPDATE`;
    if (!row) throw notFound(m.notFound);
    if (row.payment_review) throw conflict(m.underReview);
    const from = row.status as OrderStatus;
    if (!nextStatuses(from).includes(change.status)) throw conflict(m.notAllowed(from, change.status));
    if (change.status === 'cancelled' && !row.stock_released) await releaseStock(tx, orderId);
    const shipping =
      change.status === 'shipped' ? { carrier: change.carrier!, tracking_number: change.trackingNumber! } : {};
    await tx<NoRows>`UPDATE orders SET ${tx({ status: change.status, ...shipping })}, updated_at = now() WHERE id = ${orderId}`;
    await tx<NoRows>`
      INSERT INTO order_status_history (order_id, from_status, to_status, changed_by, note)
      VALUES (${orderId}, ${from}, ${change.status}, ${adminId}, ${historyNote(change)})`;
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

/** Puts the order's quantities back on the shelf (variant stock, else product stock), once. */
async function releaseStock(tx: Tx, orderId: number) {
  await tx<NoRows>`
    UPDATE product_variants v SET stock_quantity = v.stock_quantity + i.quantity
    FROM (SELECT variant_id, sum(quantity)::int AS quantity FROM order_items WHERE order_id = ${orderId} AND variant_id IS NOT NULL GROUP BY variant_id) i
    WHERE v.id = i.variant_id`;
  await tx<NoRows>`
    UPDATE products p SET stock_quantity = p.stock_quantity + i.quantity
    FROM (SELECT product_id, sum(quantity)::int AS quantity FROM order_items
          WHERE order_id = ${orderId} AND variant_id IS NULL AND product_id IS NOT NULL GROUP BY product_id) i
    WHERE p.id = i.product_id`;
  await tx<NoRows>`UPDATE orders SET stock_released = true WHERE id = ${orderId}`;
}

function historyNote(change: StatusChange): string | null {
  const parts = [
    change.status === 'shipped' ? `${change.carrier} – takip no: ${change.trackingNumber}` : null,
    change.note || null,
  ];
  return parts.filter(Boolean).join(' · ') || null;
}
