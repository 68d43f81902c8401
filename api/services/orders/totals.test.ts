import { describe, expect, it } from 'vitest';
import { orderTotals, totalsAsStrings } from './totals.ts';

describe('orderTotals', () => {
  it('adds VAT on top of the subtotal and charges no shipping', () => {
    const t = orderTotals([{ price: '100.00', quantity: 2 }, { price: '12.35', quantity: 3 }], '18');
    expect(totalsAsStrings(t)).toEqual({ subtotal: '237.05', taxAmount: '42.67', shippingAmount: '0.00', totalAmount: '279.72' });
  });

  it('rounds VAT half up to the kuruş and follows another rate', () => {
    expect(orderTotals([{ price: '0.25', quantity: 1 }], '18').taxKurus).toBe(5); // 4.5 kuruş → 5
    expect(orderTotals([{ price: '10.00', quantity: 1 }], '20').totalKurus).toBe(1200);
  });

  it('is zero for no lines', () => {
    expect(orderTotals([], '18').totalKurus).toBe(0);
  });
});
