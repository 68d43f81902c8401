import { describe, expect, it } from 'vitest';
import { unitPrice } from './unit-price.ts';

describe("a line's unit price", () => {
  it("is the variant's price when the line has a variant, cheaper or dearer than the product", () => {
    expect(unitPrice('100.00', '89.90')).toBe('89.90');
    expect(unitPrice('100.00', '120.50')).toBe('120.50');
    expect(unitPrice('100.00', '0.00')).toBe('0.00');
  });

  it("is the product's base price for a line without a variant", () => {
    expect(unitPrice('46.90', null)).toBe('46.90');
  });
});
