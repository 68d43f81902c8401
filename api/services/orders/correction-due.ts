import type { Db, NoRows, Sql } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { conflict, notFound } from '../../core/errors.ts';
import { orderMessages } from '../../schemas/admin-orders.ts';
import { CORRECTION_MESSAGES as m } from '../../schemas/order-corrections.ts';
import { formatTRY, toKurus } from '../../shared/money.ts';

// The difference a correction asked of the buyer (decision 0403): the order waits for it before
// it ships, and the admin records its arrival, with who and when, in the order's history.

/** Refuses to ship an order whose requested difference has not arrived (called under the order's lock). */
export async function refuseWhileDue(tx: Db, orderId: number): Promise<void> {
  const [row] = await tx<Row<'orders', 'correction_due'>[]>`SELECT correction_due FROM orders WHERE id = ${orderId}`;
  if (row && toKurus(row.correction_due) > 0) throw conflict(m.dueFirst(formatTRY(row.correction_due)));
}

export async function settleCorrectionDue(sql: Sql, orderId: number, note: string, adminId: number): Promise<void> {
  await sql.begin(async (tx) => {
    const [o] = await tx<Row<'orders', 'status' | 'correction_due'>[]>`
      SELECT status, correction_due FROM orders WHERE id = ${orderId} FOR UPDATE`;
    if (!o) throw notFound(orderMessages.notFound);
    if (toKurus(o.correction_due) === 0) throw conflict(m.noDue);
    await tx<NoRows>`UPDATE orders SET correction_due = 0, updated_at = now() WHERE id = ${orderId}`;
    await tx<NoRows>`
      INSERT INTO order_status_history (order_id, from_status, to_status, changed_by, note)
      VALUES (${orderId}, ${o.status}, ${o.status}, ${adminId},
        ${`Düzeltme farkı alındı: ${formatTRY(o.correction_due)}${note ? ` · ${note}` : ''}`})`;
  });
}
