import { describe, expect, it } from 'vitest';
import { fromKurus } from './money.ts';
import { breakdownAsStrings, lineAmounts, vatLabel } from './vat.ts';
import { orderTotals, totalsAsStrings } from './totals.ts';

describe('KDV per line, then summed per rate', () => {
  it('rounds each line half-up to the kuruş before summing', () => {
    // 0.05 × 1 at 10 %: 0.5 kuruş → 1; three such lines give 3 kuruş, not round(1.5) = 2.
    const lines = [1, 2, 3].map(() => ({ price: '0.05', quantity: 1, vatRate: 10 }));
    const t = orderTotals(lines);
    expect(t.vat).toEqual([{ rate: 10, baseKurus: 15, vatKurus: 3 }]);
    expect(t.taxKurus).toBe(3);
    expect(t.totalKurus).toBe(18);
  });

  it('keeps mixed rates apart, highest first, and the total is net plus every KDV line', () => {
    const t = orderTotals([
      { price: '33.33', quantity: 3, vatRate: 20 }, // 99.99 → 19.998 → 20.00
      { price: '0.17', quantity: 7, vatRate: 20 }, // 1.19 → 0.238 → 0.24
      { price: '12.34', quantity: 1, vatRate: 1 }, // 12.34 → 0.1234 → 0.12
      { price: '19.99', quantity: 3, vatRate: 10 }, // 59.97 → 5.997 → 6.00
      { price: '7.77', quantity: 1, vatRate: 0 },
    ]);
    expect(breakdownAsStrings(t.vat)).toEqual([
      { rate: 20, base: '101.18', vat: '20.24' },
      { rate: 10, base: '59.97', vat: '6.00' },
      { rate: 1, base: '12.34', vat: '0.12' },
      { rate: 0, base: '7.77', vat: '0.00' },
    ]);
    expect(fromKurus(t.subtotalKurus)).toBe('181.26');
    expect(fromKurus(t.taxKurus)).toBe('26.36');
    expect(fromKurus(t.totalKurus)).toBe('207.62');
  });

  it('differs from rounding the sum when the half kuruş adds up', () => {
    // 0.25 at 1 % = 0.25 kuruş (→ 0) per line; on the sum of 4 lines it would be 1 kuruş.
    const line = lineAmounts({ price: '0.25', quantity: 1, vatRate: 1 });
    expect(line).toEqual({ netKurus: 25, vatKurus: 0 });
    expect(orderTotals(Array(4).fill({ price: '0.25', quantity: 1, vatRate: 1 })).taxKurus).toBe(0);
  });

  it('is zero for no lines and follows the rate of each line', () => {
    expect(orderTotals([]).totalKurus).toBe(0);
    expect(
      orderTotals(
        [
          { price: '100.00', quantity: 2 },
          { price: '12.35', quantity: 3 },
        ].map((l) => ({ ...l, vatRate: 20 })),
      ).taxKurus,
    ).toBe(4741);
    expect(orderTotals([{ price: '0.25', quantity: 1, vatRate: 18 }]).taxKurus).toBe(5); // 4.5 kuruş → 5
  });

  it('gives the totals as strings', () => {
    const t = orderTotals([
      { price: '100.00', quantity: 2, vatRate: 20 },
      { price: '12.35', quantity: 3, vatRate: 20 },
    ]);
    expect(totalsAsStrings(t)).toEqual({
      subtotal: '237.05',
      discountAmount: '0.00',
      taxAmount: '47.41',
      shippingAmount: '0.00',
      totalAmount: '284.46',
    });
  });

  it('labels a rate the Turkish way', () => {
    expect(vatLabel(20)).toBe('KDV (%20)');
  });
});

describe('the transfer discount: its own line, taken off each line before its KDV', () => {
  it("rounds each line's discount half-up, computes KDV on what is left, and the total adds up", () => {
    const lines = [
      { price: '33.33', quantity: 3, vatRate: 20 }, // 99.99: 3 % = 2.9997 → 3.00; net 96.99; KDV 19.398 → 19.40
      { price: '0.17', quantity: 7, vatRate: 10 }, // 1.19: 3 % = 0.0357 → 0.04; net 1.15; KDV 0.115 → 0.12
      { price: '10.00', quantity: 1, vatRate: 0 }, // 10.00: 0.30; net 9.70; KDV 0
    ];
    const t = orderTotals(lines, { discountPercent: '3' });
    expect(breakdownAsStrings(t.vat)).toEqual([
      { rate: 20, base: '96.99', vat: '19.40' },
      { rate: 10, base: '1.15', vat: '0.12' },
      { rate: 0, base: '9.70', vat: '0.00' },
    ]);
    expect(totalsAsStrings(t)).toEqual({
      subtotal: '111.18',
      discountAmount: '3.34',
      taxAmount: '19.52',
      shippingAmount: '0.00',
      totalAmount: '127.36',
    });
    // The bases are the subtotal less the discount: nothing is lost between the lines.
    expect(t.vat.reduce((s, v) => s + v.baseKurus, 0)).toBe(t.subtotalKurus - t.discountKurus);
  });

  it('takes decimal percentages and leaves the totals as they were at 0 %', () => {
    const lines = [{ price: '199.90', quantity: 2, vatRate: 20 }]; // 399.80
    expect(orderTotals(lines, { discountPercent: '2.5' }).discountKurus).toBe(1000); // 9.995 → 10.00
    expect(orderTotals(lines, { discountPercent: '0' })).toEqual({ ...orderTotals(lines), discountKurus: 0 });
    expect(orderTotals(lines).totalKurus).toBe(47976);
  });
});
