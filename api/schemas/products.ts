// The catalogue as the API answers it (the storefront spec's entities) and the listing query (its API calls),
// shared by the catalogue service, its routes and the market islands. Free of zod, so the
// market's first load does not carry the validator (api/schemas/product-query.ts).
import type { Pagination } from './pagination.ts';
import type { AttributeValueView } from './attributes.ts';
import type { ProductDocumentView } from './product-documents.ts';
import type { RelatedProducts } from './product-relations.ts';
import type { ProductQuery } from './product-query.ts';

/** The prices a product or a variant is offered at, as the buyer sees them. */
export interface OfferPrices {
  /** numeric string, e.g. "46.90": the buyer's price (a trade buyer's group price). */
  price: string;
  /** The public `price`, only where the buyer's differs (a trade buyer, decision 0282). */
  listPrice?: string;
  /**
   * While a sale sets `price`: the struck 'before' price, the lowest charged in the 30 days before
   * the sale (decision 0318); null without a sale or when the sale price is not below it.
   */
  compareAtPrice: string | null;
  /** `price` with KDV (shared/product-offer.ts): what a consumer sees, never computed by an island. */
  priceWithVat?: string;
  /** `compareAtPrice` with KDV, null without a sale. */
  compareAtPriceWithVat?: string | null;
  /** `listPrice` with KDV, where there is one. */
  listPriceWithVat?: string;
}

export interface VariantView extends OfferPrices {
  id: number;
  name: string;
  sku: string | null;
  stockQuantity: number;
  isActive: boolean;
  /** What a checkout could hold of this variant now (product details only; decision 0346). */
  holdable?: number;
  /** The variant's own technical values; it carries the product's others too (issue 47). */
  attributes: AttributeValueView[];
}

/** One step of a buyer's quantity breaks: from `minQuantity` on, `price` each ('10+ adet: ₺…'). */
export interface PriceStepView {
  /** null: the product without variants. */
  variantId: number | null;
  minQuantity: number;
  price: string;
  /** `price` with KDV. */
  priceWithVat?: string;
}

/** A product; its `price` is the buyer's lowest active variant price, else their base price. */
export interface ProductView extends OfferPrices {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  shortDescription: string | null;
  sku: string | null;
  /** The buyer's price of the product without a variant. */
  basePrice: string;
  /** Lowest active variant list price, else the list base price: what price filters and sorting use. */
  effectivePrice: string;
  unit: string;
  /** KDV rate in percent (0, 1, 10 or 20); prices exclude it. */
  vatRate: number;
  stockQuantity: number;
  /** What a checkout could hold of the product (without variants) now (product details only; decision 0346). */
  holdable?: number;
  minOrderQuantity: number;
  /** Quantities are multiples of this (cable by the 100 m); 1 for most products. */
  orderStep: number;
  /** Details only: the buyer's quantity breaks, by variant, lowest quantity first. */
  priceSteps?: PriceStepView[];
  /** The product or one of its active variants has stock. */
  inStock: boolean;
  isFeatured: boolean;
  /** Details only: false for goods cut to length or made to order, outside the right of withdrawal (issue 49). */
  returnable?: boolean;
  brand: string | null;
  images: string[];
  /** Listing: active variants only. Details: all, so the dialog can show inactive ones disabled. */
  variants: VariantView[];
  categoryIds: number[];
  /** Technical values of the product itself (issue 47). */
  attributes: AttributeValueView[];
  /** Details and the product page (not the listing's cards): its PDFs (issue 47). */
  documents?: ProductDocumentView[];
  /** Details and the product page: related active products as cards, by kind (issue 47). */
  related?: RelatedProducts;
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
  /** Filters with their counts (issue 47): brands and the chosen categories' filterable attributes. */
  facets: Facet[];
}

/** A value of a choice, boolean or brand facet: how many products match with it added to the others' selection. */
export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

export type Facet =
  | { code: string; name: string; kind: 'choice' | 'boolean' | 'brand'; unit: string | null; values: FacetValue[] }
  | { code: string; name: string; kind: 'number'; unit: string | null; min: number | null; max: number | null };

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

/** The listing query's defaults: the market's first view, and what the schema fills in (product-query.ts). */
export const DEFAULT_QUERY = {
  search: '',
  categoryIds: [] as number[],
  sortBy: 'name' as SortBy,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  brands: [] as string[],
  inStockOnly: false,
  featuredOnly: false,
  attributes: {} as Record<string, AttributeFilter>,
};

const LIST_KEYS = new Set(['categoryIds', 'brands']);

/** One attribute filter of the listing (issue 47): any of `values`, or a number within `min`–`max`. */
export interface AttributeFilter {
  values?: string[];
  min?: string;
  max?: string;
}

/**
 * URLSearchParams → plain object for the schema: list keys repeat, others take their first value;
 * empty values count as absent. `attr_<code>=a,b`, `attr_<code>_min` and `_max` are gathered
 * under `attributes`, by code in order, so the same filters make the same query.
 */
export function queryObject(params: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const attributes: Record<string, AttributeFilter> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key).filter((v) => v !== '');
    if (key.startsWith('attr_')) {
      if (values[0] === undefined) continue;
      const bound = /^attr_(.+)_(min|max)$/.exec(key);
      const code = bound ? bound[1]! : key.slice(5);
      const filter = (attributes[code] ??= {});
      if (bound) filter[bound[2] as 'min' | 'max'] = values[0];
      else filter.values = values.flatMap((v) => v.split(',')).filter((v) => v !== '');
    } else if (LIST_KEYS.has(key)) out[key] = values;
    else if (values[0] !== undefined) out[key] = values[0];
  }
  const codes = Object.keys(attributes).sort();
  if (codes.length) out.attributes = Object.fromEntries(codes.map((c) => [c, attributes[c]]));
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
  for (const [code, filter] of Object.entries(q.attributes ?? {})) {
    if (filter.values?.length) params.set(`attr_${code}`, filter.values.join(','));
    if (filter.min !== undefined) params.set(`attr_${code}_min`, filter.min);
    if (filter.max !== undefined) params.set(`attr_${code}_max`, filter.max);
  }
  return params;
}
