import type { Sql } from '#db/connection.ts';
import type { OrderFilters } from '../../schemas/admin-order-filters.ts';
import { folded, searchPattern } from '../text-search.ts';

/**
 * The WHERE clause of the admin's order filters over `orders o`. Days are Istanbul's, as the
 * accountant's export reads them; a channel is where the order came from (`orders.channel`).
 */
export function orderFilterWhere(sql: Sql, f: OrderFilters) {
  const at = f.dateBy === 'paid' ? sql`o.paid_at` : sql`o.created_at`;
  const pattern = searchPattern(f.search);
  const methods = f.shippingMethod;
  const carriers = methods.filter((s) => s !== 'ship' && s !== 'pickup');
  return sql`WHERE true
    ${f.from ? sql`AND ${at} >= (${f.from}::date)::timestamp AT TIME ZONE 'Europe/Istanbul'` : sql``}
    ${f.to ? sql`AND ${at} < (${f.to}::date + 1)::timestamp AT TIME ZONE 'Europe/Istanbul'` : sql``}
    ${f.status.length ? sql`AND o.status = ANY(${f.status}::text[])` : sql``}
    ${f.paymentMethod.length ? sql`AND o.payment_method = ANY(${f.paymentMethod}::text[])` : sql``}
    ${f.channel.length ? sql`AND o.channel = ANY(${f.channel}::text[])` : sql``}
    ${
      methods.length
        ? sql`AND (${methods.includes('ship') ? sql`o.delivery = 'ship'` : sql`false`}
          OR ${methods.includes('pickup') ? sql`o.delivery = 'pickup'` : sql`false`}
          OR ${carriers.length ? sql`(o.delivery = 'ship' AND o.shipping_carrier = ANY(${carriers}::text[]))` : sql`false`})`
        : sql``
    }
    ${
      pattern
        ? sql`AND (${folded(sql, 'o.order_number')} LIKE ${pattern} OR ${folded(sql, 'o.customer_name')} LIKE ${pattern}
      OR ${folded(sql, 'o.customer_email')} LIKE ${pattern} OR ${folded(sql, 'o.company_name')} LIKE ${pattern}
      OR ${folded(sql, 'o.marketplace_order_number')} LIKE ${pattern})`
        : sql``
    }`;
}
