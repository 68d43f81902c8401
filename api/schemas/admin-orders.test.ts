import { describe, expect, it } from 'vitest';
import { nextStatuses, statusChangeSchema } from './admin-orders.ts';

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
