import { describe, expect, it } from 'vitest';
import { spread, type CartPromotion } from './discounts.ts';
import { orderTotals } from './totals.ts';
import { breakdownAsStrings, DISCOUNT_LABEL } from './vat.ts';

const promotion = (p: Partial<CartPromotion> & Pick<CartPromotion, 'kind' | 'value'>): CartPromotion => ({
  promotionId: 1,
  code: null,
  label: 'Kampanya',
  minSubtotal: '0',
  combinable: true,
  productIds: null,
  ...p,
});

describe('spreading a discount over lines, to the kuruş (decision 0322)', () => {
  it('gives 1 kuruş over 3 equal lines to the first (largest remainder, earlier on a tie)', () => {
    expect(spread(1, [100, 100, 100])).toEqual([1, 0, 0]);
    expect(spread(2, [100, 100, 100])).toEqual([1, 1, 0]);
  });

  it('shares in proportion and the parts always add up exactly', () => {
    expect(spread(3, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(spread(1000, [3333, 3333, 3334])).toEqual([333, 333, 334]);
    // 7 over 10/20/30: exact 1.1667, 2.333, 3.5 → floors 1, 2, 3 and the last kuruş to 3.5's .5.
    expect(spread(7, [10, 20, 30])).toEqual([1, 2, 4]);
    for (const [k, w] of [
      [29, [1, 2, 3, 5, 8, 13]],
      [1, [999_999_999_999, 1]],
      [123_456_789_01, [98_765_432_10, 12_345_678_90, 55_555_555_55]],
    ] as [number, number[]][]) {
      const parts = spread(k, w);
      expect(parts.reduce((s, p) => s + p, 0)).toBe(k);
      parts.forEach((p, i) => expect(p).toBeLessThanOrEqual(w[i]!));
    }
  });

  it('refuses more than the weights (the callers cap first) and gives nothing for nothing', () => {
    expect(() => spread(4, [1, 2])).toThrow(RangeError);
    expect(spread(0, [5, 5])).toEqual([0, 0]);
    expect(spread(5, [0, 0])).toEqual([0, 0]);
  });
});

describe('orderTotals with promotions', () => {
  const mixed = [
    { productId: 1, price: '100.00', quantity: 1, vatRate: 20 },
    { productId: 2, price: '50.00', quantity: 1, vatRate: 10 },
    { productId: 3, price: '30.00', quantity: 1, vatRate: 1 },
    { productId: 4, price: '20.00', quantity: 1, vatRate: 0 },
  ];

  it('lowers each rate’s KDV base by the line’s share: mixed rates 0/1/10/20', () => {
    // 20 TL off 200 TL: 10 %, so each line loses a tenth.
    const t = orderTotals(mixed, { discounts: [promotion({ kind: 'amount', value: '20.00' })] });
    expect(breakdownAsStrings(t.vat)).toEqual([
      { rate: 20, base: '90.00', vat: '18.00' },
      { rate: 10, base: '45.00', vat: '4.50' },
      { rate: 1, base: '27.00', vat: '0.27' },
      { rate: 0, base: '18.00', vat: '0.00' },
    ]);
    expect(t.discounts).toEqual([{ promotionId: 1, code: null, label: 'Kampanya', kurus: 2000 }]);
    expect(t.subtotalKurus).toBe(20000);
    expect(t.totalKurus).toBe(20000 - 2000 + 1800 + 450 + 27);
    expect(t.vat.reduce((s, v) => s + v.baseKurus, 0)).toBe(t.subtotalKurus - t.discountKurus);
  });

  it('spreads 1 kuruş over 3 lines of different rates and keeps the breakdown exact', () => {
    const lines = [20, 10, 1].map((vatRate, i) => ({ productId: i + 1, price: '0.33', quantity: 1, vatRate }));
    const t = orderTotals(lines, { discounts: [promotion({ kind: 'amount', value: '0.01' })] });
    expect(t.lines.map((l) => l.discountKurus)).toEqual([1, 0, 0]);
    expect(breakdownAsStrings(t.vat)).toEqual([
      { rate: 20, base: '0.32', vat: '0.06' },
      { rate: 10, base: '0.33', vat: '0.03' },
      { rate: 1, base: '0.33', vat: '0.00' },
    ]);
  });

  it('caps an amount at the lines it covers and leaves the others alone', () => {
    const t = orderTotals(mixed, {
      discounts: [promotion({ kind: 'amount', value: '500.00', productIds: [2, 3] })],
    });
    expect(t.discountKurus).toBe(8000);
    expect(t.lines.map((l) => l.netKurus)).toEqual([10000, 0, 0, 2000]);
    expect(t.totalKurus).toBe(10000 + 2000 + 2000);
  });

  it('takes a percentage of the covered lines only, and not below the minimum of those lines', () => {
    const tenPercent = promotion({ kind: 'percent', value: '10', productIds: [1], minSubtotal: '100.00' });
    expect(orderTotals(mixed, { discounts: [tenPercent] }).lines.map((l) => l.discountKurus)).toEqual([1000, 0, 0, 0]);
    const tooHigh = { ...tenPercent, minSubtotal: '100.01' };
    expect(orderTotals(mixed, { discounts: [tooHigh] }).discountKurus).toBe(0);
  });

  it('combines the combinable ones, percentages before amounts, then the transfer percentage', () => {
    const t = orderTotals(mixed, {
      discountPercent: '5',
      discounts: [
        promotion({ promotionId: 2, kind: 'amount', value: '18.00', label: 'Tutar' }),
        promotion({ promotionId: 3, kind: 'percent', value: '10', label: 'Yüzde' }),
      ],
    });
    // 10 % of 200 = 20; then 18 off the 180 left; then 5 % of each line's rest, rounded per
    // line: 4.05 + 2.025 (→ 2.03) + 1.215 (→ 1.22) + 0.81 = 8.11.
    expect(t.discounts.map((d) => [d.label, d.kurus])).toEqual([
      ['Yüzde', 2000],
      ['Tutar', 1800],
      [DISCOUNT_LABEL, 811],
    ]);
    expect(t.discountKurus).toBe(4611);
    expect(t.lines.reduce((s, l) => s + l.netKurus, 0)).toBe(20000 - 4611);
  });

  it('a non-combinable promotion stands alone: the larger discount for the buyer wins', () => {
    const combinable = [
      promotion({ promotionId: 2, kind: 'percent', value: '5', label: 'A' }),
      promotion({ promotionId: 3, kind: 'amount', value: '10.00', label: 'B' }),
    ]; // 10 + 10 = 20 TL together
    const alone = promotion({ promotionId: 4, kind: 'percent', value: '12', label: 'C', combinable: false }); // 24 TL
    expect(orderTotals(mixed, { discounts: [...combinable, alone] }).discounts.map((d) => d.label)).toEqual(['C']);
    const smaller = { ...alone, value: '9' }; // 18 TL < 20 TL
    expect(orderTotals(mixed, { discounts: [...combinable, smaller] }).discounts.map((d) => d.label)).toEqual([
      'A',
      'B',
    ]);
  });

  it('free shipping takes the shipping charge and its KDV off', () => {
    const shipping = { kurus: 5000, vatRate: 20 };
    const without = orderTotals(mixed, { shipping });
    expect(without.totalKurus).toBe(20000 + 2000 + 500 + 30 + 5000 + 1000);
    const free = orderTotals(mixed, {
      shipping,
      discounts: [promotion({ kind: 'free_shipping', value: '0', label: 'Kargo' })],
    });
    expect(free.discounts).toEqual([{ promotionId: 1, code: null, label: 'Kargo', kurus: 5000 }]);
    expect(free.totalKurus).toBe(20000 + 2000 + 500 + 30);
    expect(breakdownAsStrings(free.vat)[0]).toEqual({ rate: 20, base: '100.00', vat: '20.00' });
    // Nothing to take off with shipping at 0: no line.
    expect(orderTotals(mixed, { discounts: [promotion({ kind: 'free_shipping', value: '0' })] }).discounts).toEqual([]);
  });
});
