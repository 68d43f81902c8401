import type { Row } from '#db/tables.ts';
import type { TransferPaymentView } from '../schemas/admin-orders.ts';

// Money the admin records from the bank statement, for a transfer order (orders/transfer-payments.ts)
// or into an open account (features/open-account): the same columns, shown the same way.

type PaymentTable = 'order_payments' | 'account_payments';

/** A recorded payment with the username of the admin who recorded it. */
export type RecordedPaymentRow<T extends PaymentTable> = Row<T, 'id' | 'amount' | 'paid_at' | 'note' | 'created_at'> & {
  recorded_by: string | null;
};

export const recordedPaymentView = (r: RecordedPaymentRow<PaymentTable>): TransferPaymentView => ({
  id: r.id,
  amount: r.amount,
  paidAt: new Date(r.paid_at).toISOString(),
  note: r.note,
  recordedBy: r.recorded_by,
  createdAt: new Date(r.created_at).toISOString(),
});
