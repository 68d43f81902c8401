import type { Db, Sql } from '#db/connection.ts';
import { conflict, notFound } from '../../core/errors.ts';
import { INVOICE_MESSAGES, type AdminInvoice, type CancelState, type InvoiceStatus } from './schemas.ts';
import { kindOfProfile, type InvoiceProfile } from './invoice-model.ts';

// The admin's 'Faturalar' list: every invoice with its order, status and last error; a waiting or
// failed one may be retried now. And the dashboard's warning: orders paid more than five days ago
// without an issued invoice (VUK: within 7 days of delivery).

export const OVERDUE_DAYS = 5;
const PAGE_SIZE = 50;

export async function listInvoices(
  sql: Db,
  filter: { status?: InvoiceStatus | undefined; page?: number | undefined },
): Promise<{ invoices: AdminInvoice[]; total: number; page: number; pageSize: number; overdue: number }> {
  const page = filter.page ?? 1;
  const status = filter.status ?? null;
  const rows = await sql<
    {
      id: number;
      order_id: number;
      order_number: string;
      customer_name: string;
      total_amount: string;
      type_code: 'SATIS' | 'IADE';
      status: InvoiceStatus;
      profile: InvoiceProfile | null;
      number: string | null;
      uuid: string | null;
      issued_at: Date | null;
      attempts: number;
      last_error: string | null;
      next_attempt_at: Date;
      cancel_state: CancelState | null;
      cancel_error: string | null;
      total: number;
    }[]
  >`
    SELECT i.id, i.order_id, o.order_number, o.customer_name, o.total_amount::text, i.type_code, i.status, i.profile,
      i.number, i.uuid::text, i.issued_at, i.attempts, i.last_error, i.next_attempt_at,
      i.cancel_state, i.cancel_error, count(*) OVER ()::int AS total
    FROM invoices i JOIN orders o ON o.id = i.order_id
    WHERE (${status}::text IS NULL OR i.status = ${status})
    ORDER BY i.created_at DESC, i.id DESC LIMIT ${PAGE_SIZE} OFFSET ${(page - 1) * PAGE_SIZE}`;
  return {
    invoices: rows.map((r) => ({
      id: r.id,
      orderId: r.order_id,
      orderNumber: r.order_number,
      customerName: r.customer_name,
      totalAmount: r.total_amount,
      type: r.type_code,
      status: r.status,
      kind: r.profile ? kindOfProfile(r.profile) : null,
      number: r.number,
      uuid: r.uuid,
      issuedAt: r.status === 'issued' || r.status === 'cancelled' ? new Date(r.issued_at!).toISOString() : null,
      attempts: r.attempts,
      lastError: r.last_error,
      nextAttemptAt: r.status === 'waiting' ? new Date(r.next_attempt_at).toISOString() : null,
      cancellation: r.cancel_state ? { state: r.cancel_state, error: r.cancel_error } : null,
    })),
    total: rows[0]?.total ?? 0,
    page,
    pageSize: PAGE_SIZE,
    overdue: await overdueInvoiceCount(sql),
  };
}

/**
 * A waiting or failed invoice, or a cancellation the provider refused, tried again at the job's
 * next run (within a minute).
 */
export async function retryInvoice(sql: Sql, id: number): Promise<void> {
  const [row] = await sql<{ status: InvoiceStatus }[]>`SELECT status FROM invoices WHERE id = ${id}`;
  if (!row) throw notFound(INVOICE_MESSAGES.notFound);
  const [done] = await sql<{ id: number }[]>`
    UPDATE invoices SET status = 'waiting', attempts = 0, next_attempt_at = now(), updated_at = now()
    WHERE id = ${id} AND status IN ('waiting', 'failed') RETURNING id`;
  const [cancel] = done
    ? []
    : await sql<{ id: number }[]>`
        UPDATE invoices SET cancel_state = 'pending', cancel_attempts = 0, cancel_next_attempt_at = now(), updated_at = now()
        WHERE id = ${id} AND cancel_state = 'failed' RETURNING id`;
  if (!done && !cancel) throw conflict(INVOICE_MESSAGES.notRetryable);
}

/** Orders paid more than OVERDUE_DAYS ago (and not cancelled or refunded) whose sales invoice is not issued. */
export async function overdueInvoiceCount(sql: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - OVERDUE_DAYS * 24 * 60 * 60_000);
  const [row] = await sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM orders o
    WHERE o.paid_at IS NOT NULL AND o.paid_at < ${before}
      AND o.status IN ('confirmed', 'processing', 'shipped', 'delivered', 'partially_refunded')
      AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.order_id = o.id AND i.type_code = 'SATIS' AND i.status IN ('issued', 'cancelled'))`;
  return row!.n;
}
