import type { Sql } from '#db/connection.ts';
import type { AccountOrderSummary, AccountOrdersPage } from '../../schemas/account.ts';
import { trackingUrl } from '../../schemas/tracking.ts';
import { paginationOf } from '../../schemas/pagination.ts';
import { canResumePayment } from '../orders/resume-payment.ts';

interface SummaryRow {
  order_number: string;
  created_at: Date;
  status: AccountOrderSummary['status'];
  total_amount: string;
  item_count: number;
  carrier: string | null;
  tracking_number: string | null;
  invoice_number: string | null;
  payment_method: string;
  payment_review: boolean;
  reservation_expires_at: Date | null;
}

/** The customer's own orders of every status, newest first, one page at a time. */
export async function listAccountOrders(
  sql: Sql,
  userId: number,
  page: number,
  pageSize: number,
): Promise<AccountOrdersPage> {
  const [total] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM orders WHERE user_id = ${userId}`;
  const rows = await sql<SummaryRow[]>`
    SELECT o.order_number, o.created_at, o.status, o.total_amount, o.carrier, o.tracking_number,
      o.payment_method, o.payment_review, o.reservation_expires_at,
      (SELECT coalesce(sum(quantity), 0)::int FROM order_items i WHERE i.order_id = o.id) AS item_count,
      (SELECT number FROM invoices v WHERE v.order_id = o.id AND v.type_code = 'SATIS' AND v.status IN ('issued', 'cancelled')) AS invoice_number
    FROM orders o WHERE o.user_id = ${userId}
    ORDER BY o.created_at DESC, o.id DESC
    LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
  const totalCount = total!.n;
  const totalPages = Math.max(1, Math.ceil(totalCount / pageSize));
  return {
    orders: rows.map((r) => ({
      orderNumber: r.order_number,
      createdAt: new Date(r.created_at).toISOString(),
      status: r.status,
      totalAmount: r.total_amount,
      itemCount: r.item_count,
      carrier: r.carrier,
      trackingNumber: r.tracking_number,
      trackingUrl: trackingUrl(r.carrier, r.tracking_number),
      invoiceNumber: r.invoice_number,
      canResumePayment: canResumePayment(r),
    })),
    pagination: paginationOf(page, pageSize, totalCount, totalPages),
  };
}
