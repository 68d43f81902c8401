import { describe, expect, it } from 'vitest';
import type { ProductView, VariantView } from '#api/schemas/products.ts';
import { sampleProduct, sampleVariant } from '#api/shared/product-view-sample.ts';
import {
  addBlock,
  addedMessage,
  availableStock,
  firstQuantity,
  isSelectable,
  ladderOf,
  priceAtQuantity,
  quantityChoices,
  typedQuantityError,
} from './cart-rules';

// A cable at 46.90 a metre: 5 in stock by itself, 10 of each variant.
const variant = (over: Partial<VariantView> = {}) => sampleVariant({ price: '46.90', stockQuantity: 10, ...over });
const product = (over: Partial<ProductView> = {}) =>
  sampleProduct({
    basePrice: '46.90',
    effectivePrice: '46.90',
    price: '46.90',
    stockQuantity: 5,
    inStock: true,
    ...over,
  });

describe('product dialog cart rules', () => {
  it('lets only active variants with stock be chosen', () => {
    expect(isSelectable(variant())).toBe(true);
    expect(isSelectable(variant({ stockQuantity: 0 }))).toBe(false);
    expect(isSelectable(variant({ isActive: false }))).toBe(false);
  });

  it('offers 1 up to the stock, capped at 50, 50 when unknown', () => {
    expect(quantityChoices(3)).toEqual([1, 2, 3]);
    expect(quantityChoices(400)).toHaveLength(50);
    expect(quantityChoices(null)).toHaveLength(50);
    expect(quantityChoices(0)).toEqual([1]);
    const withVariants = product({ variants: [variant()] });
    expect(availableStock(withVariants, null)).toBeNull();
    expect(availableStock(withVariants, variant({ stockQuantity: 7 }))).toBe(7);
    expect(availableStock(product(), null)).toBe(5);
  });

  it('steps the quantities by the order step from the minimum', () => {
    const cable = { minOrderQuantity: 100, orderStep: 100 };
    expect(quantityChoices(450, cable)).toEqual([100, 200, 300, 400]);
    expect(quantityChoices(50, cable)).toEqual([100]);
    expect(quantityChoices(null, cable)).toHaveLength(50);
    expect(quantityChoices(null, cable)[49]).toBe(5000);
    expect(firstQuantity({ minOrderQuantity: 3, orderStep: 5 })).toBe(5);
    expect(quantityChoices(12, { minOrderQuantity: 2, orderStep: 1 })).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it("prices a quantity by the buyer's ladder for the chosen variant", () => {
    const p = product({
      priceSteps: [
        { variantId: null, minQuantity: 10, price: '40.00' },
        { variantId: null, minQuantity: 100, price: '35.50' },
        { variantId: 1, minQuantity: 5, price: '1.00' },
      ],
    });
    const ladder = ladderOf(p, null);
    expect(ladder).toHaveLength(2);
    expect(priceAtQuantity('46.90', ladder, 9)).toBe('46.90');
    expect(priceAtQuantity('46.90', ladder, 10)).toBe('40.00');
    expect(priceAtQuantity('46.90', ladder, 250)).toBe('35.50');
    expect(ladderOf(p, variant())).toEqual([{ variantId: 1, minQuantity: 5, price: '1.00' }]);
  });

  it('blocks adding without a variant, with a sold-out variant, or beyond stock', () => {
    const p = product({ variants: [variant()] });
    expect(addBlock(p, null, 1)).toBe('variant');
    expect(addBlock(p, variant({ stockQuantity: 0 }), 1)).toBe('stock');
    expect(addBlock(p, variant({ stockQuantity: 2 }), 3)).toBe('stock');
    expect(addBlock(p, variant(), 10)).toBeNull();
    expect(addBlock(product({ stockQuantity: 2 }), null, 3)).toBe('stock');
    expect(addBlock(product({ stockQuantity: 2 }), null, 2)).toBeNull();
  });

  it('takes a typed quantity within the minimum, the step and the stock, and says why not (issue 46)', () => {
    const cable = { minOrderQuantity: 100, orderStep: 50 };
    expect(typedQuantityError(1250, 4200, cable, 'metre')).toBeNull();
    expect(typedQuantityError(4200, 4200, cable, 'metre')).toBeNull();
    expect(typedQuantityError(50, 4200, cable, 'metre')).toBe('En az 100 metre sipariş verilebilir.');
    expect(typedQuantityError(1.5, null, { minOrderQuantity: 1, orderStep: 1 }, 'adet')).toBe(
      'En az 1 adet sipariş verilebilir.',
    );
    expect(typedQuantityError(1260, 4200, cable, 'metre')).toBe('Miktar 50 metre ve katları olmalıdır.');
    expect(typedQuantityError(5000, 4200, cable, 'metre')).toBe(
      'Stokta 4.200 metre var; en fazla bu kadar eklenebilir.',
    );
    expect(typedQuantityError(5000, null, cable, 'metre')).toBeNull();
  });

  it("words the success toast as 'name - variant (quantity unit) sepete eklendi.'", () => {
    expect(addedMessage(product(), variant(), 3)).toBe('NYM Kablo - 3x2,5 mm² (3 metre) sepete eklendi.');
    expect(addedMessage(product({ unit: 'adet' }), null, 1)).toBe('NYM Kablo (1 adet) sepete eklendi.');
  });
});
