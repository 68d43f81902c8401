import type { AppContext } from '../../core/context.ts';
import { isDomainError } from '../../core/errors.ts';
import { ACTION_MESSAGES, type BulkStatus, type BulkStatusResult } from '../../schemas/admin-order-actions.ts';
import { changeOrderStatus } from './change-status.ts';

/**
 * The same status change on each selected order, one by one through the single-order change
 * (its own transaction, rules, stock and shipping e-mail): one order refused leaves the others
 * changed, and each answer says what happened to it.
 */
export async function changeStatuses(ctx: AppContext, body: BulkStatus, adminId: number): Promise<BulkStatusResult> {
  const numbers = new Map(
    (
      await ctx.sql<{ id: number; order_number: string }[]>`
        SELECT id, order_number FROM orders WHERE id = ANY(${body.orders.map((o) => o.id)}::int[])`
    ).map((r) => [r.id, r.order_number]),
  );
  const results: BulkStatusResult['results'] = [];
  for (const o of body.orders) {
    const orderNumber = numbers.get(o.id) ?? null;
    try {
      const change = { status: body.status, carrier: o.carrier, trackingNumber: o.trackingNumber, note: body.note };
      const { status } = await changeOrderStatus(ctx, o.id, change, adminId);
      results.push({ id: o.id, orderNumber, ok: true, status, message: null });
    } catch (error) {
      if (!isDomainError(error)) throw error;
      results.push({ id: o.id, orderNumber, ok: false, status: null, message: error.message });
    }
  }
  const done = results.filter((r) => r.ok).length;
  return { message: ACTION_MESSAGES.bulkDone(done, results.length - done), results };
}
