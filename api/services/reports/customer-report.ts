import type { Sql } from '#db/connection.ts';
import type { CustomerReport, ReportQuery } from '../../schemas/admin-reports.ts';
import { fromKurus, toKurus } from '../../shared/money.ts';
import { paidBetween, previousRange } from './report-range.ts';

interface BuyerRow {
  key: string;
  name: string;
  email: string;
  orders: number;
  gross: string;
  first_paid_at: Date;
}

/**
 * The buyers of the days, keyed as the customer list keys them (an account, else the guest's
 * e-mail), with the time of their first paid order ever.
 */
async function buyers(sql: Sql, from: string, to: string): Promise<BuyerRow[]> {
  const buyerKey = sql`CASE WHEN o.user_id IS NOT NULL THEN 'u' || o.user_id ELSE 'g:' || lower(o.customer_email) END`;
  return sql<BuyerRow[]>`
    SELECT b.key, b.name, b.email, b.orders, b.gross, f.first_paid_at FROM (
      SELECT ${buyerKey} AS key, min(o.customer_name) AS name, min(o.customer_email) AS email,
        count(*)::int AS orders, sum(o.total_amount)::text AS gross
      FROM orders o WHERE ${paidBetween(sql, from, to)} GROUP BY 1) b
    CROSS JOIN LATERAL (SELECT min(o.paid_at) AS first_paid_at FROM orders o WHERE o.paid_at IS NOT NULL AND ${buyerKey} = b.key) f`;
}

function split(rows: BuyerRow[], from: string) {
  const start = Date.parse(`${from}T00:00:00+03:00`);
  const sum = (list: BuyerRow[]) => ({
    customers: list.length,
    orders: list.reduce((s, r) => s + r.orders, 0),
    grossAmount: fromKurus(list.reduce((s, r) => s + toKurus(r.gross), 0)),
  });
  const isNew = (r: BuyerRow) => new Date(r.first_paid_at).getTime() >= start;
  return { newCustomers: sum(rows.filter(isNew)), returningCustomers: sum(rows.filter((r) => !isNew(r))) };
}

/** The top buyers of the days and how many were new (first paid order in the range) or returning. */
export async function customerReport(sql: Sql, q: ReportQuery, top = 20): Promise<CustomerReport> {
  const rows = await buyers(sql, q.from, q.to);
  const previous = previousRange(q.from, q.to);
  const before = split(await buyers(sql, previous.from, previous.to), previous.from);
  return {
    from: q.from,
    to: q.to,
    top: rows
      .map((r) => ({
        key: r.key,
        name: r.name,
        email: r.email,
        orders: r.orders,
        grossAmount: fromKurus(toKurus(r.gross)),
      }))
      .sort((a, b) => toKurus(b.grossAmount) - toKurus(a.grossAmount) || a.key.localeCompare(b.key))
      .slice(0, top),
    ...split(rows, q.from),
    previous: {
      ...previous,
      newCustomers: before.newCustomers.customers,
      returningCustomers: before.returningCustomers.customers,
    },
  };
}
