import { atom } from 'nanostores';
import { getJson } from '../lib/api-client';
import {
  productQuerySchema,
  queryObject,
  querySearchParams,
  type BrandView,
  type CategoryView,
  type ProductListResponse,
  type ProductQuery,
} from '#api/schemas/products.ts';

// The market's state. The filters and the page live in the page URL, so back/forward
// and shared links restore the same view; the API is asked with the same parameters.
export type MarketFilters = Omit<ProductQuery, 'pageSize'>;

export const DEFAULT_FILTERS: MarketFilters = productQuerySchema.parse({});
export const $filters = atom<MarketFilters>(DEFAULT_FILTERS);
export const $listing = atom<{ loading: boolean; data: ProductListResponse | null; error: boolean }>({
  loading: true,
  data: null,
  error: false,
});
export const $categories = atom<CategoryView[]>([]);
export const $brands = atom<BrandView[]>([]);
/** The product whose detail dialog is open. */
export const $openProductId = atom<number | null>(null);

/** Filters from a URL query; an unreadable query falls back to the default view. */
export function filtersFromUrl(search: string): MarketFilters {
  const parsed = productQuerySchema.safeParse(queryObject(new URLSearchParams(search)));
  return parsed.success ? parsed.data : DEFAULT_FILTERS;
}

let controller: AbortController | null = null;

async function load(filters: MarketFilters) {
  controller?.abort();
  const current = (controller = new AbortController());
  $listing.set({ ...$listing.get(), loading: true, error: false });
  try {
    const data = await getJson<ProductListResponse>(`/api/products?${querySearchParams(filters)}`);
    if (!current.signal.aborted) $listing.set({ loading: false, data, error: false });
  } catch {
    if (!current.signal.aborted) $listing.set({ loading: false, data: null, error: true });
  }
}

function show(filters: MarketFilters, history: 'push' | 'none') {
  $filters.set(filters);
  if (history === 'push') {
    const query = querySearchParams(filters).toString();
    window.history.pushState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
  }
  void load(filters);
}

/** Any filter change goes back to page 1 (the spec's states and transitions). */
export function updateFilters(patch: Partial<Omit<MarketFilters, 'page'>>) {
  show({ ...$filters.get(), ...patch, page: 1 }, 'push');
}

export function resetFilters() {
  show(DEFAULT_FILTERS, 'push');
}

/** A page change scrolls smoothly to the top. */
export function goToPage(page: number) {
  show({ ...$filters.get(), page }, 'push');
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

/** Reads the URL, loads categories, brands and the first page, and follows back/forward. */
export function startMarket(): () => void {
  const onPop = () => show(filtersFromUrl(window.location.search), 'none');
  window.addEventListener('popstate', onPop);
  onPop();
  void getJson<CategoryView[]>('/api/categories').then(
    (c) => $categories.set(c),
    () => undefined,
  );
  void getJson<BrandView[]>('/api/brands').then(
    (b) => $brands.set(b),
    () => undefined,
  );
  return () => window.removeEventListener('popstate', onPop);
}
