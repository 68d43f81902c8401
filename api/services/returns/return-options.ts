import type { Db } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import type { ReturnOptions } from '../../schemas/returns.ts';
import { DELIVERED, returnableItems } from './create-return.ts';
import { withdrawalLastDay, withinWithdrawal } from './return-clock.ts';

/** What the order page's 'İade / Cayma Talebi' form may offer; null before delivery. */
export async function returnOptions(
  sql: Db,
  order: Row<'orders', 'id' | 'status' | 'delivered_at'>,
  now = new Date(),
): Promise<ReturnOptions | null> {
  if (!DELIVERED.includes(order.status) || order.delivered_at === null) return null;
  const delivered = new Date(order.delivered_at);
  const items = await returnableItems(sql, order.id);
  return {
    deliveredAt: delivered.toISOString(),
    withdrawalLastDay: withdrawalLastDay(delivered),
    withdrawalOpen: withinWithdrawal(delivered, now),
    items: items.map((i) => ({
      orderItemId: i.id,
      name: i.name,
      quantityLeft: Math.max(0, i.quantity - i.refunded_quantity - i.pending),
      withdrawable: i.returnable,
    })),
  };
}
