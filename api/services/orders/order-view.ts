import type { Sql } from '#db/connection.ts';
import { toKurus } from '../../shared/money.ts';
import { trackingUrl } from '../../schemas/carriers.ts';
import {
  ORDER_NUMBER_PATTERN,
  normaliseOrderNumber,
  type OrderItemView,
  type OrderRefund,
  type OrderStatus,
  type OrderView,
} from '../../schemas/order.ts';
import { breakdownAsStrings, sumByRate, type VatBreakdownLine } from '../../shared/vat.ts';
import { maskedOrder, showsFullDetails, type OrderViewer } from './order-privacy.ts';
import type { Row } from '#db/tables.ts';
import type { InvoiceType } from '../../schemas/checkout.ts';
import { transferDue } from './transfer-due.ts';
import * as promotions from '../../features/promotions/index.ts';
import { invoiceSummary } from '../../features/invoices/index.ts';
import { paymentStateOf } from './payment-record.ts';
import { canResumePayment } from './resume-payment.ts';
import { buyerView, orderReturns } from '../returns/return-view.ts';
import { returnOptions } from '../returns/return-options.ts';
import { mayActOnOrder } from '../returns/return-access.ts';

/**
 * The order by its number (any letter case) in the answer shape of the storefront spec, or null;
 * masked for a viewer the KVKK rule does not let see the buyer's details (order-privacy.ts).
 */
export async function findOrderByNumber(sql: Sql, orderNumber: string, viewer: OrderViewer): Promise<OrderView | null> {
  const number = normaliseOrderNumber(orderNumber);
  if (!ORDER_NUMBER_PATTERN.test(number)) return null;
  const [row] = await sql<
    Row<'orders', 'id' | 'user_id' | 'session_id' | 'created_at'>[]
  >`SELECT id, user_id, session_id, created_at FROM orders WHERE order_number = ${number}`;
  if (!row) return null;
  const view = await loadOrderView(sql, row.id);
  if (!view) return null;
  const full = showsFullDetails(
    { userId: row.user_id, sessionId: row.session_id, createdAt: new Date(row.created_at) },
    viewer,
  );
  if (!full) return maskedOrder(view);
  // The return form is offered only to who may send it (decision 0390).
  return mayActOnOrder(row, viewer) ? view : { ...view, returnOptions: null };
}

export async function loadOrderView(sql: Sql, orderId: number): Promise<OrderView | null> {
  const [o] = await sql<
    (Omit<Row<'orders'>, 'status' | 'invoice_type'> & { status: OrderStatus; invoice_type: InvoiceType })[]
  >`SELECT * FROM orders WHERE id = ${orderId}`;
  if (!o) return null;
  const { items, vatBreakdown } = await loadOrderLines(sql, orderId, shippingOf(o));
  // A refund still at the provider has no reference yet: the buyer sees only money sent back.
  const refunds = await sql<(Row<'order_refunds', 'amount' | 'created_at'> & { kind: OrderRefund['kind'] })[]>`
    SELECT kind, amount, created_at FROM order_refunds
    WHERE order_id = ${orderId} AND provider_reference IS NOT NULL ORDER BY created_at, id`;
  return {
    orderNumber: o.order_number,
    createdAt: new Date(o.created_at).toISOString(),
    status: o.status,
    totalAmount: o.total_amount,
    subtotal: o.subtotal,
    discountAmount: o.discount_amount,
    discounts: await promotions.ofOrder(sql, orderId),
    taxAmount: o.tax_amount,
    vatBreakdown,
    shippingAmount: o.shipping_amount,
    delivery: o.delivery as OrderView['delivery'],
    shippingCarrier: o.shipping_carrier,
    customerName: o.customer_name,
    customerEmail: o.customer_email,
    customerPhone: o.customer_phone,
    invoiceType: o.invoice_type,
    companyName: o.company_name,
    taxNumber: o.tax_number,
    taxOffice: o.tax_office,
    billingAddress: o.billing_address,
    billingCity: o.billing_city,
    billingDistrict: o.billing_district,
    billingPostalCode: o.billing_postal_code,
    shippingAddress: o.shipping_address,
    shippingCity: o.shipping_city,
    shippingDistrict: o.shipping_district,
    shippingPostalCode: o.shipping_postal_code,
    notes: o.notes,
    carrier: o.carrier,
    trackingNumber: o.tracking_number,
    trackingUrl: trackingUrl(o.carrier, o.tracking_number),
    items,
    refunds: refunds.map((r) => ({ kind: r.kind, amount: r.amount, createdAt: new Date(r.created_at).toISOString() })),
    paymentMethod: o.payment_method as OrderView['paymentMethod'],
    // A date column reads as midnight UTC of its day.
    paymentDueOn: o.payment_due_on === null ? null : new Date(o.payment_due_on).toISOString().slice(0, 10),
    bankTransfer: o.status === 'awaiting_payment' ? await transferDue(sql, o) : null,
    invoice: await invoiceSummary(sql, orderId),
    paymentState: paymentStateOf(o),
    canResumePayment: canResumePayment(o),
    returns: (await orderReturns(sql, orderId)).map(buyerView),
    returnOptions: await returnOptions(sql, o),
  };
}

/** An order line as it was sold: the order view's and the invoice's one shape of it. */
export type OrderItemRow = Row<
  'order_items',
  | 'id'
  | 'product_name'
  | 'variant_name'
  | 'unit'
  | 'unit_price'
  | 'quantity'
  | 'total_price'
  | 'vat_rate'
  | 'net_amount'
  | 'vat_amount'
>;

/** The order's stored shipping charge as an amounts line (none when free). */
const shippingOf = (o: Row<'orders', 'shipping_amount' | 'shipping_vat_amount' | 'shipping_vat_rate'>) =>
  toKurus(o.shipping_amount) > 0
    ? [{ vatRate: o.shipping_vat_rate, netKurus: toKurus(o.shipping_amount), vatKurus: toKurus(o.shipping_vat_amount) }]
    : [];

/** The order's lines and the sums of their stored net and KDV amounts per rate, the shipping charge's among them. */
export async function loadOrderLines(
  sql: Sql,
  orderId: number,
  shipping: { vatRate: number; netKurus: number; vatKurus: number }[] = [],
): Promise<{ items: OrderItemView[]; vatBreakdown: VatBreakdownLine[] }> {
  const rows = await sql<(OrderItemRow & { returnable: boolean })[]>`
    SELECT id, product_name, variant_name, unit, unit_price, quantity, total_price, vat_rate, net_amount, vat_amount, returnable
    FROM order_items WHERE order_id = ${orderId} ORDER BY id`;
  const vat = sumByRate([
    ...rows.map((r) => ({
      vatRate: Number(r.vat_rate),
      netKurus: toKurus(r.net_amount),
      vatKurus: toKurus(r.vat_amount),
    })),
    ...shipping,
  ]);
  return {
    items: rows.map((i) => ({
      id: i.id,
      productName: i.product_name,
      variantName: i.variant_name,
      unit: i.unit,
      unitPrice: i.unit_price,
      quantity: i.quantity,
      totalPrice: i.total_price,
      vatRate: Number(i.vat_rate),
      returnable: i.returnable,
      vatAmount: i.vat_amount,
    })),
    vatBreakdown: breakdownAsStrings(vat),
  };
}
