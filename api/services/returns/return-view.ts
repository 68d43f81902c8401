import type { Db } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import {
  OPEN_RETURN_STATES,
  type ReturnEventView,
  type ReturnLineView,
  type ReturnReason,
  type ReturnState,
  type ReturnView,
} from '../../schemas/returns.ts';
import { refundDaysLeft, refundDeadline } from './return-clock.ts';

// A return read back in the one shape the buyer's order page and the admin's detail share.

type ReturnRow = Row<
  'returns',
  | 'id'
  | 'return_number'
  | 'order_id'
  | 'note'
  | 'photos'
  | 'carrier'
  | 'return_code'
  | 'return_address'
  | 'sender_tracking'
  | 'reject_reason'
  | 'refund_amount'
  | 'created_at'
  | 'received_at'
> & { state: ReturnState; reason: ReturnReason; order_number: string };

type LineRow = Row<
  'return_lines',
  'return_id' | 'order_item_id' | 'quantity' | 'received_quantity' | 'restocked_quantity'
> & {
  product_name: string;
};
type EventRow = Row<'return_events', 'return_id' | 'from_state' | 'to_state' | 'actor' | 'note' | 'created_at'> & {
  by: string | null;
};

async function viewsOf(sql: Db, rows: ReturnRow[], now: Date): Promise<ReturnView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lines = await sql<LineRow[]>`
    SELECT l.return_id, l.order_item_id, l.quantity, l.received_quantity, l.restocked_quantity,
      i.product_name || coalesce(' – ' || i.variant_name, '') AS product_name
    FROM return_lines l JOIN order_items i ON i.id = l.order_item_id
    WHERE l.return_id = ANY(${ids}::int[]) ORDER BY l.order_item_id`;
  const events = await sql<EventRow[]>`
    SELECT e.return_id, e.from_state, e.to_state, e.actor, e.note, e.created_at, u.username AS by
    FROM return_events e LEFT JOIN users u ON u.id = e.user_id
    WHERE e.return_id = ANY(${ids}::int[]) ORDER BY e.created_at, e.id`;
  return rows.map((r) => {
    const open = OPEN_RETURN_STATES.includes(r.state);
    const created = new Date(r.created_at);
    return {
      id: r.id,
      returnNumber: r.return_number,
      orderNumber: r.order_number,
      state: r.state,
      reason: r.reason,
      note: r.note,
      photos: r.photos,
      lines: lines
        .filter((l) => l.return_id === r.id)
        .map((l): ReturnLineView => ({
          orderItemId: l.order_item_id,
          productName: l.product_name,
          quantity: l.quantity,
          receivedQuantity: l.received_quantity,
          restockedQuantity: l.restocked_quantity,
        })),
      carrier: r.carrier,
      ...(r.return_code ? { returnCode: r.return_code } : {}),
      returnAddress: r.return_address,
      senderTracking: r.sender_tracking,
      rejectReason: r.reject_reason,
      refundAmount: r.refund_amount,
      createdAt: created.toISOString(),
      receivedAt: r.received_at ? new Date(r.received_at).toISOString() : null,
      refundDeadline: open ? refundDeadline(created) : null,
      daysLeft: open ? refundDaysLeft(created, now) : null,
      events: events
        .filter((e) => e.return_id === r.id)
        .map((e): ReturnEventView => ({
          fromState: e.from_state as ReturnState | null,
          toState: e.to_state as ReturnState,
          actor: e.actor as ReturnEventView['actor'],
          by: e.by,
          note: e.note,
          at: new Date(e.created_at).toISOString(),
        })),
    };
  });
}

const SELECT_RETURN = (sql: Db) => sql`
  SELECT r.id, r.return_number, r.order_id, r.state, r.reason, r.note, r.photos, r.carrier, r.return_code, r.return_address,
    r.sender_tracking, r.reject_reason, r.refund_amount, r.created_at, r.received_at, o.order_number
  FROM returns r JOIN orders o ON o.id = r.order_id`;

/** The order's returns, newest first (the order answer's `returns`). */
export async function orderReturns(sql: Db, orderId: number, now = new Date()): Promise<ReturnView[]> {
  const rows = await sql<
    ReturnRow[]
  >`${SELECT_RETURN(sql)} WHERE r.order_id = ${orderId} ORDER BY r.created_at DESC, r.id DESC`;
  return viewsOf(sql, rows, now);
}

export async function findReturn(sql: Db, id: number, now = new Date()): Promise<ReturnView | null> {
  const rows = await sql<ReturnRow[]>`${SELECT_RETURN(sql)} WHERE r.id = ${id}`;
  return (await viewsOf(sql, rows, now))[0] ?? null;
}

/** The return as its buyer reads it: the history without the shop's people and internal notes. */
export const buyerView = (r: ReturnView): ReturnView => ({
  ...r,
  events: r.events.map((e) => ({ ...e, by: null, note: e.toState === 'rejected' ? e.note : null })),
});
