import type { Sql } from '../../../db/connection.ts';
import type { AdminOrderDetail, AdminOrderSummary, OrderPage, OrderStatus } from '../../schemas/admin-orders.ts';
import { folded, searchPattern } from '../text-search.ts';
import { paymentRecordOf } from './payment-record.ts';
import { loadOrderLines } from './order-view.ts';
import { trackingUrl } from '../../schemas/carriers.ts';

/** Orders newest first, searched by order number, customer, company or e-mail, filtered by status. */
export async function listOrders(sql: Sql, q: { search: string | null; status: OrderStatus | null; page: number; pageSize: number }): Promise<OrderPage> {
  const pattern = searchPattern(q.search);
  const where = sql`WHERE true
    ${q.status ? sql`AND o.status = ${q.status}` : sql``}
    ${pattern ? sql`AND (${folded(sql, 'o.order_number')} LIKE ${pattern} OR ${folded(sql, 'o.customer_name')} LIKE ${pattern}
      OR ${folded(sql, 'o.customer_email')} LIKE ${pattern} OR ${folded(sql, 'o.company_name')} LIKE ${pattern})` : sql``}`;
  const [counted] = await sql<{ count: number }[]>`SELECT count(*)::int AS count FROM orders o ${where}`;
  const count = counted!.count;
  const rows = await sql`
    SELECT ${summaryColumns(sql)} FROM orders o ${where}
    ORDER BY o.created_at DESC, o.id DESC
    LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`;
  const totalPages = Math.max(1, Math.ceil(count / q.pageSize));
  return {
    orders: rows.map(toSummary),
    pagination: { page: q.page, pageSize: q.pageSize, totalCount: count, totalPages, hasPrev: q.page > 1, hasNext: q.page < totalPages },
  };
}

export async function getOrder(sql: Sql, id: number): Promise<AdminOrderDetail | null> {
  const [o] = await sql`SELECT ${summaryColumns(sql)}, o.* FROM orders o WHERE o.id = ${id}`;
  if (!o) return null;
  const { items, vatBreakdown } = await loadOrderLines(sql, id);
  const refunds = await sql`
    SELECT r.kind, r.amount, r.lines, r.restocked, u.username, r.created_at
    FROM order_refunds r LEFT JOIN users u ON u.id = r.created_by WHERE r.order_id = ${id} ORDER BY r.created_at, r.id`;
  const consents = await sql`SELECT kind, granted, text_version, created_at FROM consents WHERE order_id = ${id} ORDER BY id`;
  const history = await sql`
    SELECT h.from_status, h.to_status, u.username, h.note, h.created_at
    FROM order_status_history h LEFT JOIN users u ON u.id = h.changed_by WHERE h.order_id = ${id} ORDER BY h.created_at, h.id`;
  return {
    ...toSummary(o),
    customerPhone: o.customer_phone, taxNumber: o.tax_number, invoiceType: o.invoice_type, taxOffice: o.tax_office, identityNumber: o.identity_number, subtotal: o.subtotal, vatBreakdown,
    taxAmount: o.tax_amount, shippingAmount: o.shipping_amount,
    billingAddress: o.billing_address, billingCity: o.billing_city, billingDistrict: o.billing_district, billingPostalCode: o.billing_postal_code,
    shippingAddress: o.shipping_address, shippingCity: o.shipping_city, shippingDistrict: o.shipping_district, shippingPostalCode: o.shipping_postal_code,
    notes: o.notes, marketingConsent: o.marketing_consent, contractConsent: o.contract_consent,
    paymentProvider: o.payment_provider, paymentReference: o.payment_reference, paymentError: o.payment_error,
    carrier: o.carrier, trackingNumber: o.tracking_number, trackingUrl: trackingUrl(o.carrier, o.tracking_number), stockReleased: o.stock_released,
    payment: paymentRecordOf(o),
    items,
    refundedAmount: o.refunded_amount,
    refunds: refunds.map((r) => ({ kind: r.kind, amount: r.amount, lines: parseJson(r.lines), restocked: r.restocked, createdBy: r.username, createdAt: iso(r.created_at) })),
    consents: consents.map((c) => ({ kind: c.kind, granted: c.granted, textVersion: c.text_version, createdAt: iso(c.created_at) })),
    history: history.map((h) => ({ fromStatus: h.from_status, toStatus: h.to_status, changedBy: h.username, note: h.note, createdAt: iso(h.created_at) })),
  };
}

function summaryColumns(sql: Sql) {
  return sql`o.id, o.order_number, o.created_at, o.status, o.customer_name, o.customer_email, o.company_name,
    o.total_amount, o.paid_at, (SELECT coalesce(sum(quantity), 0)::int FROM order_items WHERE order_id = o.id) AS item_count`;
}

function toSummary(o: Record<string, any>): AdminOrderSummary {
  return {
    id: o.id, orderNumber: o.order_number, createdAt: iso(o.created_at), status: o.status, customerName: o.customer_name,
    customerEmail: o.customer_email, companyName: o.company_name, totalAmount: o.total_amount, itemCount: o.item_count,
    paidAt: o.paid_at ? iso(o.paid_at) : null,
  };
}

const iso = (value: Date | string) => new Date(value).toISOString();

// postgres.js parses json columns on a server; through the PGlite socket they may arrive as text.
const parseJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
