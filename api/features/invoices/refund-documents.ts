import type { Tx } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';

// What a refund does to the order's invoice (decision 0301): a full refund within the objection
// window (8 days from issue, TTK 21/2 and VUK 509) cancels the invoice; any other refund of an
// issued invoice is documented by a return (IADE) document the 'invoices' job issues. An invoice
// not yet numbered is simply not issued after a full refund.

export const CANCEL_WINDOW_DAYS = 8;

export type RefundDocument = 'cancelled' | 'return-queued' | 'not-issued' | 'none';

export async function documentRefund(
  tx: Tx,
  orderId: number,
  refundId: number,
  full: boolean,
  now = new Date(),
): Promise<RefundDocument> {
  const [sale] = await tx<Row<'invoices', 'id' | 'status' | 'number' | 'issued_at' | 'provider'>[]>`
    SELECT id, status, number, issued_at, provider FROM invoices WHERE order_id = ${orderId} AND type_code = 'SATIS' FOR UPDATE`;
  if (!sale) return 'none';
  if (sale.status !== 'issued') {
    if (!full || sale.number !== null || sale.status === 'cancelled') return 'none';
    await tx`UPDATE invoices SET status = 'cancelled', cancelled_at = ${now}, updated_at = now() WHERE id = ${sale.id}`;
    return 'not-issued';
  }
  const age = now.getTime() - new Date(sale.issued_at!).getTime();
  if (full && age <= CANCEL_WINDOW_DAYS * 24 * 60 * 60_000) {
    // What an integrator filed, the 'invoices' job withdraws there too (cancel-invoices.ts).
    const cancelState = sale.provider === 'local' ? 'done' : 'pending';
    await tx`
      UPDATE invoices SET status = 'cancelled', cancelled_at = ${now}, cancel_state = ${cancelState},
        cancel_next_attempt_at = ${now}, updated_at = now()
      WHERE id = ${sale.id}`;
    return 'cancelled';
  }
  await tx`
    INSERT INTO invoices (order_id, type_code, returns_invoice_id, refund_id)
    VALUES (${orderId}, 'IADE', ${sale.id}, ${refundId}) ON CONFLICT DO NOTHING`;
  return 'return-queued';
}
