import type { Sql } from '#db/connection.ts';
import type { AdminOrderDetail, AdminOrderSummary, OrderPage, OrderStatus } from '../../schemas/admin-orders.ts';
import type { OrderChannel, OrderFilters } from '../../schemas/admin-order-filters.ts';
import { orderFilterWhere } from './order-filters.ts';
import { PAYMENT_RECORD_COLUMNS, paymentRecordOf, type PaymentRecordColumn } from './payment-record.ts';
import { loadOrderView } from './order-view.ts';
import type { Row } from '#db/tables.ts';
import type { RefundView } from '../../schemas/refunds.ts';
import { paginationOf } from '../../schemas/pagination.ts';
import { fromKurus, toKurus } from '../../shared/money.ts';
import { transferPayments } from './transfer-payments.ts';
import { orderNotes } from './order-notes.ts';
import type { PaymentMethod } from '../../shared/payment-methods.ts';

/**
 * Orders newest first, filtered as the admin's list asks (dates, statuses, payment and shipping
 * method, channel, text), with the totals of the whole selection.
 */
export async function listOrders(
  sql: Sql,
  q: { filters: OrderFilters; page: number; pageSize: number },
): Promise<OrderPage> {
  const where = orderFilterWhere(sql, q.filters);
  const [counted] = await sql<{ count: number; total: string; refunded: string }[]>`
    SELECT count(*)::int AS count, coalesce(sum(o.total_amount), 0)::text AS total,
      coalesce(sum(o.refunded_amount), 0)::text AS refunded
    FROM orders o ${where}`;
  const count = counted!.count;
  const rows = await sql<SummaryRow[]>`
    SELECT ${summaryColumns(sql)} FROM orders o ${where}
    ORDER BY o.created_at DESC, o.id DESC
    LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`;
  const totalPages = Math.max(1, Math.ceil(count / q.pageSize));
  return {
    orders: rows.map(toSummary),
    pagination: paginationOf(q.page, q.pageSize, count, totalPages),
    totals: {
      orders: count,
      totalAmount: fromKurus(toKurus(counted!.total)),
      refundedAmount: fromKurus(toKurus(counted!.refunded)),
    },
  };
}

/** The storefront's order view of the order, plus what only the back-office sees. */
export async function getOrder(sql: Sql, id: number): Promise<AdminOrderDetail | null> {
  const view = await loadOrderView(sql, id);
  const [o] = await sql<(SummaryRow & Row<'orders', BackOfficeColumn | PaymentRecordColumn>)[]>`
    SELECT ${summaryColumns(sql)}, o.identity_number, o.marketing_consent, o.contract_consent, o.payment_error,
      o.stock_released, o.refunded_amount, o.correction_due, ${sql(PAYMENT_RECORD_COLUMNS.map((c) => `o.${c}`))}
    FROM orders o WHERE o.id = ${id}`;
  if (!view || !o) return null;
  const refunds = await sql<
    (Row<'order_refunds', 'amount' | 'restocked' | 'in_doubt' | 'created_at'> & RefundColumns)[]
  >`
    SELECT r.kind, r.amount, r.lines, r.restocked, r.in_doubt, u.username, r.created_at
    FROM order_refunds r LEFT JOIN users u ON u.id = r.created_by WHERE r.order_id = ${id} ORDER BY r.created_at, r.id`;
  const consents = await sql<Row<'consents', 'kind' | 'granted' | 'text_version' | 'created_at'>[]>`
    SELECT kind, granted, text_version, created_at FROM consents WHERE order_id = ${id} ORDER BY id`;
  const history = await sql<
    (Row<'order_status_history', 'note' | 'created_at'> & HistoryStatuses & { username: string | null })[]
  >`
    SELECT h.from_status, h.to_status, u.username, h.note, h.created_at
    FROM order_status_history h LEFT JOIN users u ON u.id = h.changed_by WHERE h.order_id = ${id} ORDER BY h.created_at, h.id`;
  const payments = await transferPayments(sql, id);
  const notes = await orderNotes(sql, id);
  const paid = payments.reduce((s, p) => s + toKurus(p.amount), 0);
  return {
    ...view,
    ...toSummary(o),
    identityNumber: o.identity_number,
    marketingConsent: o.marketing_consent,
    contractConsent: o.contract_consent,
    paymentProvider: o.payment_provider,
    paymentReference: o.payment_reference,
    paymentError: o.payment_error,
    stockReleased: o.stock_released,
    payment: paymentRecordOf(o),
    refundedAmount: o.refunded_amount,
    correctionDue: o.correction_due,
    transferPayments:
      payments.length > 0 || view.status === 'awaiting_payment'
        ? { paid: fromKurus(paid), remaining: fromKurus(toKurus(o.total_amount) - paid), payments }
        : null,
    refunds: refunds.map((r) => ({
      kind: r.kind,
      amount: r.amount,
      lines: parseJson(r.lines),
      restocked: r.restocked,
      inDoubt: r.in_doubt,
      createdBy: r.username,
      createdAt: iso(r.created_at),
    })),
    consents: consents.map((c) => ({
      kind: c.kind,
      granted: c.granted,
      textVersion: c.text_version,
      createdAt: iso(c.created_at),
    })),
    internalNotes: notes,
    history: history.map((h) => ({
      fromStatus: h.from_status,
      toStatus: h.to_status,
      changedBy: h.username,
      note: h.note,
      createdAt: iso(h.created_at),
    })),
  };
}

type BackOfficeColumn =
  | 'identity_number'
  | 'marketing_consent'
  | 'contract_consent'
  | 'payment_error'
  | 'stock_released'
  | 'refunded_amount'
  | 'correction_due';

// lines is json: parsed by postgres.js on a server, text through the PGlite socket.
type RefundColumns = { kind: RefundView['kind']; lines: RefundView['lines'] | string; username: string | null };

type HistoryStatuses = { from_status: OrderStatus | null; to_status: OrderStatus };

type SummaryRow = Row<
  'orders',
  | 'id'
  | 'order_number'
  | 'created_at'
  | 'customer_name'
  | 'customer_email'
  | 'company_name'
  | 'total_amount'
  | 'paid_at'
  | 'payment_alert'
  | 'delivery'
  | 'shipping_carrier'
  | 'tracking_number'
  | 'marketplace_order_number'
> & {
  status: OrderStatus;
  channel: OrderChannel;
  item_count: number;
  payment_method: PaymentMethod;
};

function summaryColumns(sql: Sql) {
  return sql`o.id, o.order_number, o.created_at, o.status, o.customer_name, o.customer_email, o.company_name,
    o.total_amount, o.paid_at, o.payment_alert, o.payment_method, o.delivery, o.shipping_carrier, o.tracking_number,
    o.channel, o.marketplace_order_number,
    (SELECT coalesce(sum(quantity), 0)::int FROM order_items WHERE order_id = o.id) AS item_count`;
}

function toSummary(o: SummaryRow): AdminOrderSummary {
  return {
    id: o.id,
    orderNumber: o.order_number,
    createdAt: iso(o.created_at),
    status: o.status,
    customerName: o.customer_name,
    customerEmail: o.customer_email,
    companyName: o.company_name,
    totalAmount: o.total_amount,
    itemCount: o.item_count,
    paidAt: o.paid_at ? iso(o.paid_at) : null,
    paymentAlert: o.payment_alert,
    paymentMethod: o.payment_method,
    delivery: o.delivery as 'ship' | 'pickup',
    shippingCarrier: o.shipping_carrier,
    trackingNumber: o.tracking_number,
    channel: o.channel,
    marketplaceOrderNumber: o.marketplace_order_number,
  };
}

const iso = (value: Date | string) => new Date(value).toISOString();

// postgres.js parses json columns on a server; through the PGlite socket they may arrive as text.
const parseJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
