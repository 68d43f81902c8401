import type { Sql } from '#db/connection.ts';
import type { ProductReport, ReportQuery } from '../../schemas/admin-reports.ts';
import { fromKurus, toKurus } from '../../shared/money.ts';
import { paidBetween, previousRange } from './report-range.ts';

interface SoldRow {
  product_id: number | null;
  name: string;
  unit: string;
  category: string | null;
  quantity: number;
  net: string;
}

/** Units sold and net amounts per product and unit; a product's category is its first one. */
async function sold(sql: Sql, from: string, to: string): Promise<SoldRow[]> {
  return sql<SoldRow[]>`
    SELECT i.product_id, min(i.product_name) AS name, i.unit,
      (SELECT c.name FROM product_categories pc JOIN categories c ON c.id = pc.category_id
        WHERE pc.product_id = i.product_id ORDER BY c.id LIMIT 1) AS category,
      sum(i.quantity)::int AS quantity, sum(i.net_amount)::text AS net
    FROM order_items i JOIN orders o ON o.id = i.order_id
    WHERE ${paidBetween(sql, from, to)}
    GROUP BY i.product_id, CASE WHEN i.product_id IS NULL THEN i.product_name END, i.unit`;
}

/** By product and by category; quantities stay per unit, metres never added to pieces. */
export async function productReport(sql: Sql, q: ReportQuery): Promise<ProductReport> {
  const rows = await sold(sql, q.from, q.to);
  const byCategory = new Map<string, { net: number; units: Map<string, number> }>();
  for (const r of rows) {
    const key = r.category ?? 'Kategorisiz';
    const entry = byCategory.get(key) ?? { net: 0, units: new Map<string, number>() };
    entry.net += toKurus(r.net);
    entry.units.set(r.unit, (entry.units.get(r.unit) ?? 0) + r.quantity);
    byCategory.set(key, entry);
  }
  const previous = previousRange(q.from, q.to);
  const before = await sold(sql, previous.from, previous.to);
  return {
    from: q.from,
    to: q.to,
    products: rows
      .map((r) => ({
        productId: r.product_id,
        name: r.name,
        unit: r.unit,
        quantity: r.quantity,
        netAmount: fromKurus(toKurus(r.net)),
      }))
      .sort((a, b) => toKurus(b.netAmount) - toKurus(a.netAmount) || a.name.localeCompare(b.name, 'tr')),
    categories: [...byCategory]
      .map(([category, e]) => ({
        category,
        netAmount: fromKurus(e.net),
        quantities: [...e.units]
          .map(([unit, quantity]) => ({ unit, quantity }))
          .sort((a, b) => a.unit.localeCompare(b.unit, 'tr')),
      }))
      .sort((a, b) => toKurus(b.netAmount) - toKurus(a.netAmount)),
    previous: { ...previous, netAmount: fromKurus(before.reduce((s, r) => s + toKurus(r.net), 0)) },
  };
}
