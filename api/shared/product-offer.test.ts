import { describe, expect, it } from 'vitest';
import { grossKurus, isAvailable, offerRange } from './product-offer.ts';
import { sampleProduct as product, sampleVariant } from './product-view-sample.ts';

const variant = (price: string, stockQuantity: number, isActive = true) =>
  sampleVariant({ id: Math.floor(Math.random() * 1e6), name: price, price, stockQuantity, isActive });

describe('a shopper’s price and availability', () => {
  it('adds KDV to one unit, rounded half-up to the kuruş', () => {
    expect(grossKurus('100.00', 20)).toBe(12_000);
    expect(grossKurus('0.05', 10)).toBe(6); // 0.5 kuruş of KDV rounds up
    expect(grossKurus('0.04', 10)).toBe(4);
    expect(grossKurus('49.90', 0)).toBe(4_990);
  });

  it('ranges over the active variants only, else the base price', () => {
    const p = product({ variants: [variant('50.00', 1), variant('80.00', 0), variant('10.00', 9, false)] });
    expect(offerRange(p)).toEqual({ lowKurus: 6_000, highKurus: 9_600, count: 2 });
    expect(offerRange(product({}))).toEqual({ lowKurus: 12_000, highKurus: 12_000, count: 1 });
  });

  it('is available with an active variant in stock, or its own stock without variants', () => {
    expect(isAvailable(product({ stockQuantity: 3 }))).toBe(true);
    expect(isAvailable(product({ stockQuantity: 0 }))).toBe(false);
    // Its own stock does not sell a product whose variants are sold out or off sale.
    expect(isAvailable(product({ stockQuantity: 5, variants: [variant('1.00', 0), variant('1.00', 4, false)] }))).toBe(
      false,
    );
    expect(isAvailable(product({ variants: [variant('1.00', 0), variant('1.00', 2)] }))).toBe(true);
  });
});
