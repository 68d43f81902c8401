// The catalogue as the API answers it (the storefront spec's entities) and the listing query (its API calls),
// shared by the catalogue service, its routes and the market islands.
import { z } from 'zod';
import type { Pagination } from './pagination.ts';

export interface VariantView {
  id: number;
  name: string;
  sku: string | null;
  /** numeric string, e.g. "46.90" */
  price: string;
  stockQuantity: number;
  isActive: boolean;
}

export interface ProductView {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  shortDescription: string | null;
  sku: string | null;
  basePrice: string;
  /** Lowest active variant price, else basePrice: what price filters and sorting use. */
  effectivePrice: string;
  unit: string;
  /** KDV rate in percent (0, 1, 10 or 20); prices exclude it. */
  vatRate: number;
  stockQuantity: number;
  minOrderQuantity: number;
  /** The product or one of its active variants has stock. */
  inStock: boolean;
  isFeatured: boolean;
  brand: string | null;
  images: string[];
  /** Listing: active variants only. Details: all, so the dialog can show inactive ones disabled. */
  variants: VariantView[];
  categoryIds: number[];
  createdAt: string;
}

export interface CategoryView {
  id: number;
  name: string;
  slug: string;
  parentId: number | null;
  /** Active products in it and its sub-categories. */
  productCount: number;
}

export interface BrandView {
  name: string;
  productCount: number;
}

export interface ProductListResponse {
  products: ProductView[];
  pagination: Pagination;
}

export const SORT_OPTIONS = [
  { value: 'name', label: 'İsim A-Z' },
  { value: 'price', label: 'Fiyat Düşük-Yüksek' },
  { value: 'featured', label: 'Öne Çıkanlar' },
  { value: 'created', label: 'En Yeni' },
] as const;
export type SortBy = (typeof SORT_OPTIONS)[number]['value'];

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 100_000;
/** The price slider of the market (the spec's business constants); its top means "no upper limit". */
export const PRICE_SLIDER_MAX = 10_000;
export const PRICE_SLIDER_STEP = 50;

const intText = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,9}$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(min, { error: message }).max(max, { error: message }));
const amountText = (message: string) =>
  z.string({ error: message }).regex(/^\d{1,10}(\.\d{1,2})?$/, { error: message });
const flagText = (message: string) => z.enum(['true', 'false'], { error: message }).transform((v) => v === 'true');

/** GET /api/products query, read from URLSearchParams by `queryObject` (repeated keys become arrays). */
export const productQuerySchema = z
  .object({
    search: z.string().trim().max(200, { error: 'Arama metni en fazla 200 karakter olabilir' }).default(''),
    categoryIds: z
      .array(intText('Geçersiz kategori', 1, 2_147_483_647), { error: 'Geçersiz kategori' })
      .max(100, { error: 'En fazla 100 kategori seçilebilir' })
      .default([]),
    sortBy: z.enum(['name', 'price', 'featured', 'created'], { error: 'Geçersiz sıralama seçeneği' }).default('name'),
    page: intText(`Sayfa numarası 1 ile ${MAX_PAGE} arasında olmalıdır`, 1, MAX_PAGE).default(1),
    pageSize: intText(`Sayfa boyutu 1 ile ${MAX_PAGE_SIZE} arasında olmalıdır`, 1, MAX_PAGE_SIZE).default(
      DEFAULT_PAGE_SIZE,
    ),
    minPrice: amountText('Geçersiz en düşük fiyat').optional(),
    maxPrice: amountText('Geçersiz en yüksek fiyat').optional(),
    brands: z
      .array(z.string().trim().min(1, { error: 'Geçersiz marka' }).max(100, { error: 'Geçersiz marka' }), {
        error: 'Geçersiz marka',
      })
      .max(100, { error: 'En fazla 100 marka seçilebilir' })
      .default([]),
    inStockOnly: flagText('inStockOnly yalnızca true veya false olabilir').default(false),
    featuredOnly: flagText('featuredOnly yalnızca true veya false olabilir').default(false),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || Number(q.minPrice) <= Number(q.maxPrice), {
    error: 'En düşük fiyat en yüksek fiyattan büyük olamaz',
  });
export type ProductQuery = z.output<typeof productQuerySchema>;

const LIST_KEYS = new Set(['categoryIds', 'brands']);

/** URLSearchParams → plain object for the schema: list keys repeat, others take their first value; empty values count as absent. */
export function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key).filter((v) => v !== '');
    if (LIST_KEYS.has(key)) out[key] = values;
    else if (values[0] !== undefined) out[key] = values[0];
  }
  return out;
}

/** The query as URL parameters, leaving out defaults (used for both the API call and the page URL). */
export function querySearchParams(q: Partial<ProductQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (q.search) params.set('search', q.search);
  for (const id of q.categoryIds ?? []) params.append('categoryIds', String(id));
  if (q.sortBy && q.sortBy !== 'name') params.set('sortBy', q.sortBy);
  if (q.minPrice !== undefined) params.set('minPrice', q.minPrice);
  if (q.maxPrice !== undefined) params.set('maxPrice', q.maxPrice);
  for (const brand of q.brands ?? []) params.append('brands', brand);
  if (q.inStockOnly) params.set('inStockOnly', 'true');
  if (q.featuredOnly) params.set('featuredOnly', 'true');
  if (q.page && q.page > 1) params.set('page', String(q.page));
  if (q.pageSize && q.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(q.pageSize));
  return params;
}
