import type { Db, Sql } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { fromKurus, toKurus } from '../../shared/money.ts';
import type { BankTransferDue } from '../../schemas/order.ts';
import { paymentOptions } from '../settings/payment-settings.ts';

/** What the order's recorded payments add up to, in kuruş. */
export async function paidKurus(sql: Db, orderId: number): Promise<number> {
  const [row] = await sql<{ paid: string }[]>`
    SELECT coalesce(sum(amount), 0)::text AS paid FROM order_payments WHERE order_id = ${orderId}`;
  return toKurus(row!.paid);
}

/** Where and by when a waiting transfer order is paid, and what is still due. */
export async function transferDue(
  sql: Sql,
  o: Row<'orders', 'id' | 'order_number' | 'total_amount' | 'reservation_expires_at'>,
): Promise<BankTransferDue> {
  const paid = await paidKurus(sql, o.id);
  return {
    accounts: (await paymentOptions(sql)).bankAccounts,
    reference: o.order_number,
    dueAt: o.reservation_expires_at ? new Date(o.reservation_expires_at).toISOString() : null,
    paid: fromKurus(paid),
    remaining: fromKurus(toKurus(o.total_amount) - paid),
  };
}
