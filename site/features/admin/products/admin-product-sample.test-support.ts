import type { AdminProduct, AdminVariant } from '#api/schemas/admin-products.ts';

// A product as the admin API answers it, for the tests of the product form and editor: nothing
// optional filled in, each test names what it is about.

type Named<T extends { id: number; name: string }> = Partial<T> & Pick<T, 'id' | 'name'>;

/** An active variant at 5 on the shelf, none held, without a code, option labels or values. */
export const sampleAdminVariant = (over: Named<AdminVariant> & Pick<AdminVariant, 'price'>): AdminVariant => ({
  stockQuantity: 5,
  heldQuantity: 0,
  sku: null,
  isActive: true,
  attributes: {},
  technicalAttributes: [],
  ...over,
});

/** An active, returnable product by the piece at 20 % KDV: no stock of its own, categories, images or values. */
export const sampleAdminProduct = (
  over: Named<AdminProduct> & Pick<AdminProduct, 'slug' | 'basePrice'>,
): AdminProduct => ({
  description: null,
  shortDescription: null,
  sku: null,
  stockQuantity: 0,
  heldQuantity: 0,
  minOrderQuantity: 1,
  unit: 'adet',
  vatRate: 20,
  isActive: true,
  returnable: true,
  categories: [],
  variants: [],
  images: [],
  attributes: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
