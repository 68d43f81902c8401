import { fromKurus } from '../../shared/money.ts';
import type { PaymentResult } from '../../payments/provider-types.ts';
import type { PaymentRecord } from '../../schemas/admin-orders.ts';
import type { PaymentState } from '../../schemas/order.ts';
import { toKurus } from '../../shared/money.ts';
import type { Row } from '#db/tables.ts';

/** The order columns that keep what the provider reported (all null for a bank transfer). */
export function paymentColumns(p: PaymentResult | null) {
  return {
    payment_reference: p?.paymentId ?? null,
    payment_price: p?.priceKurus == null ? null : fromKurus(p.priceKurus),
    paid_amount: p?.paidKurus == null ? null : fromKurus(p.paidKurus),
    installment: p?.installment ?? null,
    card_family: p?.cardFamily ?? null,
    card_association: p?.cardAssociation ?? null,
    card_last_four: p?.lastFour ?? null,
    fraud_status: p?.fraudStatus ?? null,
    // Decision 0345: an authorisation waits for the capture/void decision (card-authorisation.ts).
    payment_state: p?.paymentId ? (p.authorizedOnly ? 'authorized' : 'captured') : null,
  };
}

/** The order columns a PaymentRecord is read from. */
export const PAYMENT_RECORD_COLUMNS = [
  'payment_provider',
  'payment_method',
  'payment_reference',
  'payment_price',
  'paid_amount',
  'installment',
  'card_family',
  'card_association',
  'card_last_four',
  'fraud_status',
  'payment_review',
] as const;
export type PaymentRecordColumn = (typeof PAYMENT_RECORD_COLUMNS)[number];

export function paymentRecordOf(o: Row<'orders', PaymentRecordColumn>): PaymentRecord {
  return {
    provider: o.payment_provider,
    method: o.payment_method as PaymentRecord['method'],
    paymentId: o.payment_reference,
    price: o.payment_price,
    paidAmount: o.paid_amount,
    installment: o.installment,
    cardFamily: o.card_family,
    cardAssociation: o.card_association,
    lastFour: o.card_last_four,
    fraudStatus: o.fraud_status,
    underReview: o.payment_review,
  };
}

/**
 * The state an order answer shows (decision 0345): the stored authorised/captured/voided, and
 * for a captured payment what its refunds left of it.
 */
export function paymentStateOf(
  o: Row<'orders', 'refunded_amount' | 'total_amount'> & { payment_state: string | null },
): PaymentState | null {
  if (o.payment_state !== 'captured') return o.payment_state as PaymentState | null;
  const refunded = toKurus(o.refunded_amount);
  if (refunded === 0) return 'captured';
  return refunded >= toKurus(o.total_amount) ? 'refunded' : 'partially_refunded';
}
