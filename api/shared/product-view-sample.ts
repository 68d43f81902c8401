import type { ProductView, VariantView } from '../schemas/products.ts';

// A product as the shop answers it, with nothing optional filled in: what the home's loading
// skeleton draws in place of the rows, and what the tests of prices and offers start from,
// changing only what a test is about.

/** NYM Kablo by the metre at 100.00 + 20 % KDV, without variants, none in stock. */
export const sampleProduct = (over: Partial<ProductView> = {}): ProductView => ({
  id: 1,
  name: 'NYM Kablo',
  slug: 'nym-kablo',
  description: null,
  shortDescription: null,
  sku: null,
  basePrice: '100.00',
  effectivePrice: '100.00',
  price: '100.00',
  compareAtPrice: null,
  unit: 'metre',
  vatRate: 20,
  stockQuantity: 0,
  minOrderQuantity: 1,
  orderStep: 1,
  inStock: false,
  isFeatured: false,
  brand: null,
  images: [],
  variants: [],
  categoryIds: [],
  attributes: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

/** An active variant at 100.00 without a code, none in stock. */
export const sampleVariant = (over: Partial<VariantView> = {}): VariantView => ({
  id: 1,
  name: '3x2,5 mm²',
  sku: null,
  price: '100.00',
  compareAtPrice: null,
  stockQuantity: 0,
  isActive: true,
  attributes: [],
  ...over,
});
