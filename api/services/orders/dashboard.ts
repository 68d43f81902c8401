import type { Sql } from '#db/connection.ts';
import {
  AWAITING_SHIPMENT_STATUSES,
  CHART_DAYS,
  REVENUE_STATUSES,
  type DashboardOverview,
} from '../../schemas/admin-dashboard.ts';
import { lowStockThreshold, tableSource } from '../catalogue/admin-table.ts';
import { OVERDUE_DAYS, overdueInvoiceCount } from '../../features/invoices/index.ts';
import { returnsNeedingRefund } from '../returns/admin-returns.ts';

const returnsDueCounts = async (sql: Sql, now: Date) => {
  const { dueSoon, overdue, warningDays } = await returnsNeedingRefund(sql, now);
  return { dueSoon, overdue, warningDays };
};

// Turkey keeps UTC+3 all year, so its calendar day is the UTC time plus three hours
// (no time zone database needed, which PGlite may lack).
const LOCAL_DAY = `(((coalesce(o.paid_at, o.created_at) AT TIME ZONE 'UTC') + interval '3 hours')::date)`;

/** Revenue today / 7 / 30 days, the daily chart, best sellers, low stock and orders to ship. */
export async function dashboardOverview(sql: Sql, now = new Date()): Promise<DashboardOverview> {
  const localNow = now.getTime() + 3 * 3600_000;
  const today = new Date(localNow).toISOString().slice(0, 10);
  const firstDay = new Date(localNow - (CHART_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const statuses = [...REVENUE_STATUSES];
  const days = await sql<{ date: string; amount: string; orders: number }[]>`
    WITH days AS (SELECT (${today}::date - n) AS date FROM generate_series(0, ${CHART_DAYS - 1}) AS n)
    SELECT d.date::text AS date, coalesce(sum(o.total_amount), 0)::text AS amount, count(o.id)::int AS orders
    FROM days d LEFT JOIN orders o ON ${sql.unsafe(LOCAL_DAY)} = d.date AND o.status = ANY(${statuses}::text[])
    GROUP BY d.date ORDER BY d.date`;
  const figure = (n: number) => {
    const recent = days.slice(-n);
    const kurus = recent.reduce((sum, d) => sum + Math.round(Number(d.amount) * 100), 0);
    return { amount: (kurus / 100).toFixed(2), orders: recent.reduce((sum, d) => sum + d.orders, 0) };
  };
  // Per product and unit: metres of cable are never added to pieces (issue 50).
  const topProducts = await sql<{ name: string; unit: string; quantity: number; revenue: string }[]>`
    SELECT i.product_name AS name, i.unit, sum(i.quantity)::int AS quantity, sum(i.total_price)::text AS revenue
    FROM order_items i JOIN orders o ON o.id = i.order_id
    WHERE o.status = ANY(${statuses}::text[]) AND ${sql.unsafe(LOCAL_DAY)} >= ${firstDay}::date
    GROUP BY coalesce(i.product_id::text, i.product_name), i.product_name, i.unit
    ORDER BY sum(i.total_price) DESC, quantity DESC LIMIT 10`;
  const threshold = await lowStockThreshold(sql);
  const lowStock = await sql<{ id: number; name: string; sku: string | null; stock: number }[]>`
    SELECT p.id, p.name, p.sku, (CASE WHEN s.variant_count > 0 THEN s.variant_stock ELSE p.stock_quantity END) AS stock
    FROM ${tableSource(sql)} WHERE p.is_active AND (CASE WHEN s.variant_count > 0 THEN s.variant_stock ELSE p.stock_quantity END) <= ${threshold}
    ORDER BY stock, p.name_sort LIMIT 20`;
  const waiting = [...AWAITING_SHIPMENT_STATUSES];
  const [counted] = await sql<
    { n: number }[]
  >`SELECT count(*)::int AS n FROM orders WHERE status = ANY(${waiting}::text[]) AND delivery = 'ship'`;
  const toShip = await sql<
    {
      id: number;
      order_number: string;
      customer_name: string;
      total_amount: string;
      created_at: Date;
      status: string;
    }[]
  >`
    SELECT id, order_number, customer_name, total_amount, created_at, status FROM orders
    WHERE status = ANY(${waiting}::text[]) AND delivery = 'ship' ORDER BY created_at, id LIMIT 20`;
  return {
    today: figure(1),
    last7Days: figure(7),
    last30Days: figure(30),
    daily: days.map((d) => ({ date: d.date, amount: d.amount })),
    topProducts,
    lowStockThreshold: threshold,
    lowStock,
    uninvoiced: { count: await overdueInvoiceCount(sql, now), days: OVERDUE_DAYS },
    returnsDue: await returnsDueCounts(sql, now),
    awaitingShipment: {
      count: counted!.n,
      orders: toShip.map((o) => ({
        id: o.id,
        orderNumber: o.order_number,
        customerName: o.customer_name,
        totalAmount: o.total_amount,
        createdAt: new Date(o.created_at).toISOString(),
        status: o.status,
      })),
    },
  };
}
