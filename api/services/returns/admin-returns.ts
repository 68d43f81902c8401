import type { Db } from '#db/connection.ts';
import {
  OPEN_RETURN_STATES,
  REFUND_DAYS,
  REFUND_WARNING_DAYS,
  type AdminReturnRow,
  type ReturnFilters,
  type ReturnReason,
  type ReturnState,
} from '../../schemas/returns.ts';

// 'İadeler' in the admin: the list with its legal clock, and the dashboard's warnings. The clock
// is counted in Turkish calendar days (UTC+3 all year), as return-clock.ts counts it.

const daysLeftSql = (sql: Db, now: Date) => sql`
  CASE WHEN r.state = ANY(${OPEN_RETURN_STATES}::text[]) THEN
    (((r.created_at AT TIME ZONE 'UTC') + interval '3 hours')::date + ${REFUND_DAYS}::int)
      - (((${now}::timestamptz) AT TIME ZONE 'UTC') + interval '3 hours')::date
  END`;

type ListRow = {
  id: number;
  return_number: string;
  order_id: number;
  order_number: string;
  customer_name: string;
  state: ReturnState;
  reason: ReturnReason;
  created_at: Date;
  refund_amount: string | null;
  days_left: number | null;
};

export async function listReturns(sql: Db, filters: ReturnFilters, now = new Date()): Promise<AdminReturnRow[]> {
  const rows = await sql<ListRow[]>`
    SELECT * FROM (
      SELECT r.id, r.return_number, r.order_id, o.order_number, o.customer_name, r.state, r.reason, r.created_at,
        r.refund_amount, ${daysLeftSql(sql, now)} AS days_left
      FROM returns r JOIN orders o ON o.id = r.order_id
    ) r
    WHERE (${filters.state ?? null}::text IS NULL OR r.state = ${filters.state ?? null})
      AND (${filters.daysLeft ?? null}::int IS NULL OR r.days_left <= ${filters.daysLeft ?? null})
    ORDER BY r.days_left NULLS LAST, r.created_at DESC, r.id DESC LIMIT 200`;
  return rows.map((r) => ({
    id: r.id,
    returnNumber: r.return_number,
    orderId: r.order_id,
    orderNumber: r.order_number,
    customerName: r.customer_name,
    state: r.state,
    reason: r.reason,
    createdAt: new Date(r.created_at).toISOString(),
    refundAmount: r.refund_amount,
    daysLeft: r.days_left,
  }));
}

/** The dashboard's warning: received returns close to their refund deadline, and open ones past it. */
export async function returnsNeedingRefund(sql: Db, now = new Date()) {
  const rows = await listReturns(sql, { daysLeft: REFUND_WARNING_DAYS }, now);
  const due = rows.filter((r) => r.state === 'received' || (r.daysLeft ?? 0) < 0);
  return {
    warningDays: REFUND_WARNING_DAYS,
    dueSoon: due.filter((r) => (r.daysLeft ?? 0) >= 0).length,
    overdue: due.filter((r) => (r.daysLeft ?? 0) < 0).length,
    returns: due.slice(0, 20),
  };
}
