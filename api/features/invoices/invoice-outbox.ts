import type { Db, NoRows } from '#db/connection.ts';

// The outbox side of invoicing: a 'waiting' invoice row written in the transaction that confirms
// the payment or ships the order (whichever the invoice_issue_on setting names), so an order is
// invoiced exactly when its payment or despatch commits. The partial unique index keeps it to one
// sales invoice per order, whatever runs twice.

/** 'payment' (default) or 'shipping': when an order's sales invoice is due. */
export async function invoiceIssueOn(sql: Db): Promise<'payment' | 'shipping'> {
  const [row] = await sql<{ value: string }[]>`SELECT value FROM settings WHERE key = 'invoice_issue_on'`;
  return row?.value.trim() === 'shipping' ? 'shipping' : 'payment';
}

/** Queues the order's sales invoice when `event` is the one the setting names; once per order. */
export async function queueSalesInvoice(tx: Db, orderId: number, event: 'payment' | 'shipping'): Promise<void> {
  if ((await invoiceIssueOn(tx)) !== event) return;
  await tx<NoRows>`
    INSERT INTO invoices (order_id, type_code) VALUES (${orderId}, 'SATIS')
    ON CONFLICT (order_id) WHERE type_code = 'SATIS' DO NOTHING`;
}
