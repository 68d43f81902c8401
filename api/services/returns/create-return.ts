import { encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import type { AppContext } from '../../core/context.ts';
import type { Db, NoRows } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { conflict, invalid } from '../../core/errors.ts';
import { RETURN_MESSAGES as m, trDay, type ReturnRequest, type ReturnView } from '../../schemas/returns.ts';
import type { OrderViewer } from '../orders/order-privacy.ts';
import { lockOrderFor } from './return-access.ts';
import { withdrawalLastDay, withinWithdrawal } from './return-clock.ts';
import { buyerView, findReturn } from './return-view.ts';

// The buyer's return request (issue 49). Checked against the locked order, so two requests for
// the same line cannot both take its last units: delivered, withdrawal within 14 days of delivery
// and only for returnable products, and never more than bought less what is already coming back.

/** Order statuses a delivered order can be in (a partial refund keeps it returnable). */
export const DELIVERED = ['delivered', 'partially_refunded'];

type ItemRow = Row<'order_items', 'id' | 'quantity' | 'refunded_quantity'> & {
  name: string;
  returnable: boolean;
  /** Units in returns still open (what arrived, once received). */
  pending: number;
};

export const newReturnNumber = () =>
  `IADE-${encodeBase32UpperCaseNoPadding(crypto.getRandomValues(new Uint8Array(5))).slice(0, 8)}`;

/** The order's lines with what may still come back of them. */
export async function returnableItems(sql: Db, orderId: number): Promise<ItemRow[]> {
  return sql<ItemRow[]>`
    SELECT i.id, i.quantity, i.refunded_quantity,
      i.product_name || coalesce(' – ' || i.variant_name, '') AS name,
      i.returnable,
      coalesce((
        SELECT sum(coalesce(l.received_quantity, l.quantity)) FROM return_lines l JOIN returns r ON r.id = l.return_id
        WHERE l.order_item_id = i.id AND r.state IN ('requested', 'approved', 'in_transit', 'received')
      ), 0)::int AS pending
    FROM order_items i WHERE i.order_id = ${orderId} ORDER BY i.id`;
}

export async function createReturn(
  ctx: AppContext,
  orderNumber: string,
  request: ReturnRequest,
  viewer: OrderViewer,
  now = new Date(),
): Promise<ReturnView> {
  const id = await ctx.sql.begin(async (tx) => {
    const order = await lockOrderFor(tx, orderNumber, viewer);
    if (!DELIVERED.includes(order.status) || order.delivered_at === null) throw conflict(m.notDelivered);
    const delivered = new Date(order.delivered_at);
    if (request.reason === 'withdrawal' && !withinWithdrawal(delivered, now))
      throw conflict(m.windowClosed(trDay(withdrawalLastDay(delivered))));
    const items = await returnableItems(tx, order.id);
    for (const line of request.lines) {
      const item = items.find((i) => i.id === line.orderItemId);
      if (!item) throw invalid(m.line);
      if (request.reason === 'withdrawal' && !item.returnable) throw invalid(m.notReturnable(item.name));
      const left = item.quantity - item.refunded_quantity - item.pending;
      if (line.quantity > left) throw invalid(m.tooMany(item.name, Math.max(0, left)));
    }
    const [row] = await tx<Row<'returns', 'id'>[]>`
      INSERT INTO returns (return_number, order_id, reason, note, created_at)
      VALUES (${newReturnNumber()}, ${order.id}, ${request.reason}, ${request.note}, ${now}) RETURNING id`;
    for (const line of request.lines)
      await tx<NoRows>`
        INSERT INTO return_lines (return_id, order_item_id, quantity) VALUES (${row!.id}, ${line.orderItemId}, ${line.quantity})`;
    await tx<NoRows>`
      INSERT INTO return_events (return_id, from_state, to_state, actor, user_id, created_at)
      VALUES (${row!.id}, NULL, 'requested', 'buyer', ${viewer.userId}, ${now})`;
    return row!.id;
  });
  return buyerView((await findReturn(ctx.sql, id, now))!);
}
