import { slugify } from '#api/schemas/slug.ts';
import type { AdminProduct } from '#api/schemas/admin-products.ts';

// The product form's state as text (inputs give strings) and how it becomes the spec's multipart body.

export interface VariantDraft {
  id?: number;
  key: string;
  name: string;
  price: string;
  stockQuantity: string;
  /** The stock when the form was loaded; the server applies the change to today's stock. */
  stockBase?: number;
  sku: string;
  isActive: boolean;
  attributes: Record<string, string>;
}

export interface ProductDraft {
  name: string;
  slug: string;
  shortDescription: string;
  description: string;
  basePrice: string;
  stockQuantity: string;
  stockBase?: number;
  unit: string;
  sku: string;
  minOrderQuantity: string;
  /** '' on a new product: the shop's default rate applies. */
  vatRate: string;
  /** Unticked for goods cut to length or made to order (outside the right of withdrawal). */
  returnable: boolean;
  categories: number[];
  variants: VariantDraft[];
  existingImages: string[];
  newImages: File[];
}

let nextKey = 1;
export const newVariant = (): VariantDraft => ({
  key: `v${nextKey++}`,
  name: '',
  price: '',
  stockQuantity: '0',
  sku: '',
  isActive: true,
  attributes: {},
});

export function draftOf(product: AdminProduct | null): ProductDraft {
  if (!product) {
    return {
      name: '',
      slug: '',
      shortDescription: '',
      description: '',
      basePrice: '',
      stockQuantity: '0',
      unit: 'adet',
      sku: '',
      minOrderQuantity: '1',
      vatRate: '',
      returnable: true,
      categories: [],
      variants: [],
      existingImages: [],
      newImages: [],
    };
  }
  return {
    name: product.name,
    slug: product.slug,
    shortDescription: product.shortDescription ?? '',
    description: product.description ?? '',
    basePrice: product.basePrice,
    stockQuantity: String(product.stockQuantity),
    stockBase: product.stockQuantity,
    unit: product.unit,
    sku: product.sku ?? '',
    minOrderQuantity: String(product.minOrderQuantity),
    vatRate: String(product.vatRate),
    returnable: product.returnable,
    categories: product.categories.map((c) => c.id),
    variants: product.variants.map(({ heldQuantity: _held, technicalAttributes: _technical, ...v }) => ({
      ...v,
      key: `v${nextKey++}`,
      stockQuantity: String(v.stockQuantity),
      stockBase: v.stockQuantity,
      sku: v.sku ?? '',
    })),
    existingImages: [...product.images],
    newImages: [],
  };
}

/**
 * Units that unpaid orders hold of the product and its variants. The stock fields show the
 * shelf, these included: they come back to sale if the orders are not paid.
 */
export function heldUnitsOf(product: AdminProduct | null): number {
  if (!product) return 0;
  return product.variants.reduce((sum, v) => sum + v.heldQuantity, product.heldQuantity);
}

/**
 * The slug follows the name while the admin has not typed a slug of their own
 * (it is empty or still the one generated from the previous name).
 */
export function withName(draft: ProductDraft | { name: string; slug: string }, name: string) {
  const followsName = draft.slug === '' || draft.slug === slugify(draft.name);
  return { name, slug: followsName ? slugify(name) : draft.slug };
}

/** The spec's multipart body: the fields, categories/variants/existingImages as JSON, images repeated. */
export function formDataOf(draft: ProductDraft, editing: boolean): FormData {
  const form = new FormData();
  const fields = {
    name: draft.name,
    slug: draft.slug,
    description: draft.description,
    shortDescription: draft.shortDescription,
    basePrice: draft.basePrice,
    sku: draft.sku,
    stockQuantity: draft.stockQuantity,
    minOrderQuantity: draft.minOrderQuantity,
    unit: draft.unit,
    vatRate: draft.vatRate,
    returnable: String(draft.returnable),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (draft.stockBase !== undefined) form.append('stockBase', String(draft.stockBase));
  form.append('categories', JSON.stringify(draft.categories));
  form.append('variants', JSON.stringify(draft.variants.map(({ key: _key, ...v }) => v)));
  if (editing) form.append('existingImages', JSON.stringify(draft.existingImages));
  for (const file of draft.newImages) form.append('images', file);
  return form;
}
