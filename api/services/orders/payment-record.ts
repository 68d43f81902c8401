import { fromKurus } from '../../shared/money.ts';
import type { PaymentResult } from '../../payments/provider-types.ts';
import type { PaymentRecord } from '../../schemas/admin-orders.ts';
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
