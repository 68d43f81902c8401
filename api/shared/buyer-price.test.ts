import { describe, expect, it } from 'vitest';
import { discountedKurus, groupPrice, linePrice, priceLadder, type PriceTier } from './buyer-price.ts';
import { lineAmounts } from './vat.ts';

const group = (id: number, discountPercent: string) => ({ id, discountPercent });

describe('a group price: the list price less the percentage, half-up to the kuruş', () => {
  // Worked by hand: list kuruş × (1 − rate), then rounded half-up.
  const cases: [string, string, string][] = [
    ['0.01', '12.5', '0.01'], // 0.875 → 1
    ['0.04', '12.5', '0.04'], // 3.5 → 4 (half-up)
    ['0.05', '12.5', '0.04'], // 4.375 → 4
    ['33.33', '12.5', '29.16'], // 2916.375
    ['99.99', '12.5', '87.49'], // 8749.125
    ['1234.56', '12.5', '1080.24'], // 108024 exactly
    ['0.01', '33.33', '0.01'], // 0.6667
    ['0.05', '33.33', '0.03'], // 3.3335
    ['33.33', '33.33', '22.22'], // 2222.1111
    ['99.99', '33.33', '66.66'], // 6666.3333
    ['1234.56', '33.33', '823.08'], // 82308.1152
    ['0.01', '90', '0.00'], // 0.1
    ['0.05', '90', '0.01'], // 0.5 → 1 (half-up)
    ['33.33', '90', '3.33'], // 333.3
    ['99.99', '90', '10.00'], // 999.9
    ['1234.56', '90', '123.46'], // 12345.6
  ];
  it.each(cases)('%s less %s %% is %s', (list, percent, expected) => {
    expect(groupPrice(list, group(1, percent), null)).toBe(expected);
  });

  it('is exact for the largest price a column holds (no floating point)', () => {
    // 999 999 999 999 × 0.875 = 874 999 999 999.125; × 0.6667 = 666 699 999 999.3333
    expect(discountedKurus(999_999_999_999, '12.5')).toBe(874_999_999_999);
    expect(discountedKurus(999_999_999_999, '33.33')).toBe(666_699_999_999);
  });

  it('refuses a discount outside 0–100', () => {
    expect(() => discountedKurus(100, '-1')).toThrow();
    expect(() => discountedKurus(100, '100.01')).toThrow();
  });

  it('takes the explicit price where set, whatever the percentage', () => {
    expect(groupPrice('100.00', group(1, '10'), '95.5')).toBe('95.50');
    expect(groupPrice('100.00', group(1, '10'), null)).toBe('90.00');
    expect(groupPrice('100.00', null, '1.00')).toBe('100.00');
  });

  it('never charges a group above the list price, e.g. under a sale (decision 0320)', () => {
    expect(groupPrice('80.00', group(1, '10'), '90.00')).toBe('80.00');
    expect(groupPrice('80.00', group(1, '10'), '79.99')).toBe('79.99');
  });
});

describe('a line price: group price, then the tier its quantity reaches', () => {
  const tiers: PriceTier[] = [
    { variantId: null, priceGroupId: null, minQuantity: 10, unitPrice: '90.00' }, // everyone, 10+
    { variantId: null, priceGroupId: 2, minQuantity: 10, unitPrice: '80.00' }, // group 2, 10+
    { variantId: 7, priceGroupId: null, minQuantity: 5, unitPrice: '85.00' }, // variant 7, 5+
    { variantId: 8, priceGroupId: null, minQuantity: 2, unitPrice: '1.00' }, // another variant
    { variantId: null, priceGroupId: 3, minQuantity: 2, unitPrice: '1.00' }, // another group
  ];
  const line = (over: Partial<Parameters<typeof linePrice>[0]>) =>
    linePrice({ listPrice: '100', group: null, explicitPrice: null, tiers, variantId: null, quantity: 1, ...over });

  it('is the list price for a guest below every tier', () => {
    expect(line({ quantity: 9 })).toEqual({ price: '100.00', listPrice: '100.00', tier: null });
  });

  it('takes an every-buyer tier once the quantity reaches it', () => {
    expect(line({ quantity: 10 })).toEqual({ price: '90.00', listPrice: '100.00', tier: { minQuantity: 10 } });
  });

  it('takes the lowest of the group price and the tiers reached', () => {
    // 5 % off: 95 below 10; from 10 the group's own tier (80) beats everyone's (90).
    expect(line({ group: group(2, '5'), quantity: 9 }).price).toBe('95.00');
    expect(line({ group: group(2, '5'), quantity: 10 })).toMatchObject({ price: '80.00', tier: { minQuantity: 10 } });
    // 15 % off is below everyone's tier: the group price stays, no tier named.
    expect(line({ group: group(4, '15'), quantity: 10 })).toEqual({ price: '85.00', listPrice: '100.00', tier: null });
    // An explicit group price beats the percentage, and a tier still beats it when lower.
    expect(line({ group: group(4, '15'), explicitPrice: '92.50', quantity: 3 }).price).toBe('92.50');
    expect(line({ group: group(4, '15'), explicitPrice: '92.50', quantity: 10 }).price).toBe('90.00');
  });

  it("never takes another variant's or another group's tier", () => {
    expect(line({ variantId: 7, quantity: 5 }).price).toBe('85.00');
    expect(line({ variantId: 9, quantity: 5 }).price).toBe('100.00');
    expect(line({ group: group(2, '0'), quantity: 2 }).price).toBe('100.00');
  });

  it('rounds the group price before KDV, and KDV is computed on the net line', () => {
    const { price } = linePrice({
      listPrice: '33.33',
      group: group(1, '12.5'),
      explicitPrice: null,
      tiers: [],
      variantId: null,
      quantity: 3,
    });
    expect(price).toBe('29.16');
    // 3 × 29.16 = 87.48 net; 20 % KDV = 17.496 → 17.50
    expect(lineAmounts({ price, quantity: 3, vatRate: 20 })).toEqual({ netKurus: 8748, vatKurus: 1750 });
  });

  it('makes the ladder of the quantities where the price drops', () => {
    const input = { listPrice: '100', explicitPrice: null, tiers, variantId: 7 };
    expect(priceLadder({ ...input, group: null })).toEqual([{ minQuantity: 5, price: '85.00' }]);
    expect(priceLadder({ ...input, group: group(2, '0') })).toEqual([
      { minQuantity: 5, price: '85.00' },
      { minQuantity: 10, price: '80.00' },
    ]);
    // 20 % off already beats every tier: no ladder.
    expect(priceLadder({ ...input, group: group(2, '20') })).toEqual([]);
  });
});
