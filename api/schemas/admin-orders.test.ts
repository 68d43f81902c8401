import { describe, expect, it } from 'vitest';
import { nextStatuses, preselectedStatus, statusChangeSchema, transferPaymentSchema } from './admin-orders.ts';

describe('order status flow', () => {
  it('moves forward, may skip steps before shipping, never skips shipping', () => {
    // An unpaid order is confirmed by its payment or the bank-transfer action, never by a status change.
    expect(nextStatuses('pending')).toEqual(['cancelled']);
    expect(nextStatuses('confirmed')).toEqual(['processing', 'shipped', 'cancelled']);
    expect(nextStatuses('processing')).toEqual(['shipped', 'cancelled']);
    expect(nextStatuses('shipped')).toEqual(['delivered']);
  });

  it('ends at delivered and cancelled', () => {
    expect(nextStatuses('delivered')).toEqual([]);
    expect(nextStatuses('cancelled')).toEqual([]);
  });

  it('needs a carrier and a tracking number for shipped', () => {
    expect(statusChangeSchema.safeParse({ status: 'shipped', carrier: 'Aras Kargo' }).success).toBe(false);
    expect(statusChangeSchema.safeParse({ status: 'shipped', carrier: ' ', trackingNumber: '123' }).success).toBe(
      false,
    );
    expect(
      statusChangeSchema.safeParse({ status: 'shipped', carrier: 'Aras Kargo', trackingNumber: '123' }).success,
    ).toBe(true);
    expect(statusChangeSchema.safeParse({ status: 'processing' }).success).toBe(true);
    expect(statusChangeSchema.safeParse({ status: 'lost' }).success).toBe(false);
  });
});

describe('the status form and the transfer payment', () => {
  it('never preselects a cancellation; an order awaiting a transfer has nothing preselected', () => {
    expect(preselectedStatus('awaiting_payment')).toBeNull();
    expect(preselectedStatus('pending')).toBeNull();
    expect(preselectedStatus('confirmed')).toBe('processing');
    expect(preselectedStatus('processing')).toBe('shipped');
    expect(preselectedStatus('delivered')).toBeNull();
  });

  it('takes a payment typed the Turkish way', () => {
    const at = '2026-11-20';
    for (const amount of ['88.529,28', '88529,28', '88529.28'])
      expect(transferPaymentSchema.parse({ amount, paidAt: at }).amount).toBe('88529.28');
    expect(transferPaymentSchema.safeParse({ amount: '0,00', paidAt: at }).success).toBe(false);
  });
});
