import { describe, expect, it } from 'vitest';
import type { ProductView, VariantView } from '#api/schemas/products.ts';
import { addBlock, addedMessage, availableStock, isSelectable, quantityChoices } from './cart-rules';

const variant = (over: Partial<VariantView> = {}): VariantView => ({
  id: 1,
  name: '3x2,5 mm²',
  sku: null,
  price: '46.90',
  stockQuantity: 10,
  isActive: true,
  ...over,
});
const product = (over: Partial<ProductView> = {}): ProductView => ({
  id: 1,
  name: 'NYM Kablo',
  slug: 'nym',
  description: null,
  shortDescription: null,
  sku: null,
  basePrice: '46.90',
  effectivePrice: '46.90',
  price: '46.90',
  unit: 'metre',
  vatRate: 20,
  stockQuantity: 5,
  minOrderQuantity: 1,
  orderStep: 1,
  inStock: true,
  isFeatured: false,
  brand: null,
  images: [],
  variants: [],
  categoryIds: [],
  createdAt: '',
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

  it('blocks adding without a variant, with a sold-out variant, or beyond stock', () => {
    const p = product({ variants: [variant()] });
    expect(addBlock(p, null, 1)).toBe('variant');
    expect(addBlock(p, variant({ stockQuantity: 0 }), 1)).toBe('stock');
    expect(addBlock(p, variant({ stockQuantity: 2 }), 3)).toBe('stock');
    expect(addBlock(p, variant(), 10)).toBeNull();
    expect(addBlock(product({ stockQuantity: 2 }), null, 3)).toBe('stock');
    expect(addBlock(product({ stockQuantity: 2 }), null, 2)).toBeNull();
  });

  it("words the success toast as 'name - variant (quantity unit) sepete eklendi.'", () => {
    expect(addedMessage(product(), variant(), 3)).toBe('NYM Kablo - 3x2,5 mm² (3 metre) sepete eklendi.');
    expect(addedMessage(product({ unit: 'adet' }), null, 1)).toBe('NYM Kablo (1 adet) sepete eklendi.');
  });
});
