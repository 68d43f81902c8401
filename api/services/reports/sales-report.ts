import type { Sql } from '#db/connection.ts';
import type { ReportQuery, SalesReport, SalesTotals } from '../../schemas/admin-reports.ts';
import type { PaymentMethod } from '../../shared/payment-methods.ts';
import { ORDER_CHANNELS, type OrderChannel } from '../../schemas/admin-order-filters.ts';
import { fromKurus, toKurus } from '../../shared/money.ts';
import { paidBetween, periodOf, periodsOf, previousRange } from './report-range.ts';

/** One paid order's figures in kuruş, with its Istanbul payment day. */
interface PaidOrder {
  day: string;
  paymentMethod: PaymentMethod;
  channel: OrderChannel;
  total: number;
  vat: number;
  discount: number;
  shipping: number;
  refunded: number;
}

/** The paid orders of the days, read once; every sum below is made in kuruş from these. */
async function paidOrders(sql: Sql, from: string, to: string): Promise<PaidOrder[]> {
  const rows = await sql<
    {
      day: string;
      payment_method: PaymentMethod;
      channel: OrderChannel;
      total_amount: string;
      tax_amount: string;
      discount_amount: string;
      shipping_amount: string;
      refunded: string;
    }[]
  >`
    SELECT ((o.paid_at AT TIME ZONE 'Europe/Istanbul')::date)::text AS day, o.payment_method, o.channel, o.total_amount::text,
      o.tax_amount::text, o.discount_amount::text, o.shipping_amount::text,
      (SELECT coalesce(sum(amount), 0)::text FROM order_refunds WHERE order_id = o.id AND provider_reference IS NOT NULL) AS refunded
    FROM orders o WHERE ${paidBetween(sql, from, to)}`;
  return rows.map((r) => ({
    day: r.day,
    paymentMethod: r.payment_method,
    channel: r.channel,
    total: toKurus(r.total_amount),
    vat: toKurus(r.tax_amount),
    discount: toKurus(r.discount_amount),
    shipping: toKurus(r.shipping_amount),
    refunded: toKurus(r.refunded),
  }));
}

/** The sums of some paid orders; the average is rounded half-up to the kuruş. */
export function totalsOf(orders: PaidOrder[]): SalesTotals {
  const sum = (pick: (o: PaidOrder) => number) => orders.reduce((s, o) => s + pick(o), 0);
  const gross = sum((o) => o.total);
  const vat = sum((o) => o.vat);
  return {
    orders: orders.length,
    netAmount: fromKurus(gross - vat),
    vatAmount: fromKurus(vat),
    discountAmount: fromKurus(sum((o) => o.discount)),
    shippingAmount: fromKurus(sum((o) => o.shipping)),
    refundAmount: fromKurus(sum((o) => o.refunded)),
    grossAmount: fromKurus(gross),
    averageOrderValue: fromKurus(orders.length ? Math.floor((2 * gross + orders.length) / (2 * orders.length)) : 0),
  };
}

export async function salesReport(sql: Sql, q: ReportQuery): Promise<SalesReport> {
  const orders = await paidOrders(sql, q.from, q.to);
  const previous = previousRange(q.from, q.to);
  const methods = [...new Set(orders.map((o) => o.paymentMethod))].sort();
  const gross = (list: PaidOrder[]) => fromKurus(list.reduce((s, o) => s + o.total, 0));
  return {
    from: q.from,
    to: q.to,
    groupBy: q.groupBy,
    totals: totalsOf(orders),
    rows: periodsOf(q.from, q.to, q.groupBy).map((period) => ({
      period,
      ...totalsOf(orders.filter((o) => periodOf(o.day, q.groupBy) === period)),
    })),
    // The web shop always, and each marketplace that sold in the days (decision 0377, issue 51).
    byChannel: ORDER_CHANNELS.filter((c) => c === 'web' || orders.some((o) => o.channel === c)).map((channel) => {
      const list = orders.filter((o) => o.channel === channel);
      return { channel, orders: list.length, grossAmount: gross(list) };
    }),
    byPaymentMethod: methods.map((paymentMethod) => {
      const list = orders.filter((o) => o.paymentMethod === paymentMethod);
      return { paymentMethod, orders: list.length, grossAmount: gross(list) };
    }),
    previous: { ...previous, totals: totalsOf(await paidOrders(sql, previous.from, previous.to)) },
  };
}
