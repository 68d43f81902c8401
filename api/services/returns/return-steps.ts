import type { AppContext } from '../../core/context.ts';
import type { NoRows, Tx } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { conflict, invalid, notFound } from '../../core/errors.ts';
import { RETURN_MESSAGES as m, type ReturnReceipt, type ReturnState, type ReturnView } from '../../schemas/returns.ts';
import { returnOrderStock } from '../orders/order-stock.ts';
import { sendReturnMail } from '../../mail/return-mails.ts';
import type { OrderViewer } from '../orders/order-privacy.ts';
import { lockOrderFor } from './return-access.ts';
import { returnSettings } from './return-settings.ts';
import { buyerView, findReturn } from './return-view.ts';

// The shop's steps on a return and the buyer's 'Kargoya verdim'. Each locks the order and then
// the return (the order of locks a refund and a new request take too), checks the state, writes
// the change and its event (who, when), and mails the buyer after the commit.
//
// A restock fires products_derive, products_listed_change, product_variants_listed_change and
// catalogue_apply_noted on their stock-only paths (db/README.md).

export type LockedReturn = Row<'returns', 'id' | 'order_id' | 'return_number'> & {
  state: ReturnState;
  customer_name: string;
  customer_email: string;
};

/** The return and its order, both locked; 404 when there is no such return. */
export async function lockReturn(tx: Tx, id: number): Promise<LockedReturn> {
  const [order] = await tx<Row<'orders', 'id' | 'customer_name' | 'customer_email'>[]>`
    SELECT id, customer_name, customer_email FROM orders WHERE id = (SELECT order_id FROM returns WHERE id = ${id}) FOR UPDATE`;
  if (!order) throw notFound(m.notFound);
  const [r] = await tx<(Row<'returns', 'id' | 'order_id' | 'return_number'> & { state: ReturnState })[]>`
    SELECT id, order_id, return_number, state FROM returns WHERE id = ${id} FOR UPDATE`;
  return { ...r!, customer_name: order.customer_name, customer_email: order.customer_email };
}

export function expectState(r: { state: ReturnState }, ...allowed: ReturnState[]): void {
  if (!allowed.includes(r.state)) throw conflict(m.wrongState(r.state));
}

export async function recordEvent(
  tx: Tx,
  r: { id: number; state: ReturnState },
  to: ReturnState,
  by: { actor: 'buyer' | 'admin' | 'carrier'; userId: number | null },
  note: string | null = null,
): Promise<void> {
  await tx<NoRows>`UPDATE returns SET state = ${to} WHERE id = ${r.id}`;
  await tx<NoRows>`
    INSERT INTO return_events (return_id, from_state, to_state, actor, user_id, note)
    VALUES (${r.id}, ${r.state}, ${to}, ${by.actor}, ${by.userId}, ${note})`;
}

/** Runs a step in one transaction, then reads the return back and sends the step's mail. */
async function step(
  ctx: AppContext,
  id: number,
  mail: 'approved' | 'received' | 'rejected' | null,
  change: (tx: Tx, r: LockedReturn) => Promise<void>,
): Promise<ReturnView> {
  const r = await ctx.sql.begin(async (tx) => {
    const locked = await lockReturn(tx, id);
    await change(tx, locked);
    return locked;
  });
  const view = (await findReturn(ctx.sql, id))!;
  if (mail) await sendReturnMail(ctx, mail, { customerName: r.customer_name, customerEmail: r.customer_email }, view);
  return view;
}

/** Approves a request: the buyer gets the carrier, its agreement code and the address to send to. */
export function approveReturn(ctx: AppContext, id: number, carrier: string | undefined, adminId: number) {
  return step(ctx, id, 'approved', async (tx, r) => {
    expectState(r, 'requested');
    const settings = await returnSettings(tx);
    if (settings.carriers.length === 0) throw conflict(m.noCarrier);
    const chosen = carrier
      ? settings.carriers.find((c) => c.carrier.toLocaleLowerCase('tr') === carrier.toLocaleLowerCase('tr'))
      : settings.carriers[0];
    if (!chosen) throw invalid(m.carrier);
    await tx<NoRows>`
      UPDATE returns SET carrier = ${chosen.carrier}, return_code = ${chosen.code}, return_address = ${settings.address}
      WHERE id = ${r.id}`;
    await recordEvent(tx, r, 'approved', { actor: 'admin', userId: adminId }, `${chosen.carrier} · ${chosen.code}`);
  });
}

/** The buyer says the parcel is with the carrier (decision 0392): the return shows 'Kargoda'. */
export async function markReturnSent(
  ctx: AppContext,
  orderNumber: string,
  returnNumber: string,
  trackingNumber: string | null,
  viewer: OrderViewer,
): Promise<ReturnView> {
  const id = await ctx.sql.begin(async (tx) => {
    const order = await lockOrderFor(tx, orderNumber, viewer);
    const [r] = await tx<(Row<'returns', 'id'> & { state: ReturnState })[]>`
      SELECT id, state FROM returns WHERE order_id = ${order.id} AND return_number = ${returnNumber.toUpperCase()} FOR UPDATE`;
    if (!r) throw notFound(m.notFound);
    expectState(r, 'approved');
    await tx<NoRows>`UPDATE returns SET sender_tracking = ${trackingNumber} WHERE id = ${r.id}`;
    await recordEvent(tx, r, 'in_transit', { actor: 'buyer', userId: viewer.userId }, trackingNumber);
    return r.id;
  });
  return buyerView((await findReturn(ctx.sql, id))!);
}

/**
 * The parcel arrived: each line's received units, and whether they go back on the shelf
 * (sellable again) or are written off. The state check under the locks makes the restock
 * happen once; returnOrderStock never gives back more than the line took.
 */
export function receiveReturn(ctx: AppContext, id: number, receipt: ReturnReceipt, adminId: number) {
  return step(ctx, id, 'received', async (tx, r) => {
    expectState(r, 'approved', 'in_transit');
    const lines = await tx<Row<'return_lines', 'order_item_id' | 'quantity'>[]>`
      SELECT order_item_id, quantity FROM return_lines WHERE return_id = ${r.id} ORDER BY order_item_id`;
    for (const given of receipt.lines) {
      const line = lines.find((l) => l.order_item_id === given.orderItemId);
      if (!line) throw invalid(m.line);
      if (given.quantity > line.quantity) throw invalid(m.receivedTooMany);
    }
    const restock = [];
    for (const line of lines) {
      const given = receipt.lines.find((g) => g.orderItemId === line.order_item_id);
      const received = given?.quantity ?? 0;
      const restocked = given?.restock ? received : 0;
      if (restocked > 0) restock.push({ itemId: line.order_item_id, quantity: restocked });
      await tx<NoRows>`
        UPDATE return_lines SET received_quantity = ${received}, restocked_quantity = ${restocked}
        WHERE return_id = ${r.id} AND order_item_id = ${line.order_item_id}`;
    }
    const back = restock.length > 0 ? await returnOrderStock(tx, r.order_id, restock) : 0;
    await tx<NoRows>`UPDATE returns SET received_at = now() WHERE id = ${r.id}`;
    await recordEvent(tx, r, 'received', { actor: 'admin', userId: adminId }, `Stoğa dönen: ${back} adet`);
  });
}

/** Refuses a return with the reason the buyer reads; goods already put back on the shelf cannot be refused. */
export function rejectReturn(ctx: AppContext, id: number, reason: string, adminId: number) {
  return step(ctx, id, 'rejected', async (tx, r) => {
    expectState(r, 'requested', 'approved', 'in_transit', 'received');
    const [restocked] = await tx<{ n: number }[]>`
      SELECT coalesce(sum(restocked_quantity), 0)::int AS n FROM return_lines WHERE return_id = ${r.id}`;
    if (restocked!.n > 0) throw conflict(m.restockedNoReject);
    await tx<NoRows>`UPDATE returns SET reject_reason = ${reason}, closed_at = now() WHERE id = ${r.id}`;
    await recordEvent(tx, r, 'rejected', { actor: 'admin', userId: adminId }, reason);
  });
}
