import { atom } from 'nanostores';
import { getJson } from '../../lib/api-client';
import { $user } from '../account/auth-store';
import {
  DEFAULT_QUERY,
  queryObject,
  querySearchParams,
  type BrandView,
  type CategoryView,
  type ProductListResponse,
} from '#api/schemas/products.ts';
import type { ProductQuery } from '#api/schemas/product-query.ts';

// The market's state. The filters and the page live in the page URL, so back/forward
// and shared links restore the same view; the API is asked with the same parameters.
export type MarketFilters = Omit<ProductQuery, 'pageSize'>;

export const DEFAULT_FILTERS: MarketFilters = DEFAULT_QUERY;
/** The view without a URL query: the whole market, or one category on its own page. */
let baseFilters: MarketFilters = DEFAULT_FILTERS;
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

/**
 * Filters from a URL query; an unreadable query falls back to the default view. The query's
 * rules (and zod with them) load only for a URL that has one: the plain /urunler needs none.
 */
export async function filtersFromUrl(search: string, base: MarketFilters = DEFAULT_FILTERS): Promise<MarketFilters> {
  const params = new URLSearchParams(search);
  if (params.size === 0) return base;
  const rules = await import('#api/schemas/product-query.ts').catch(() => null);
  const parsed = rules?.productQuerySchema.safeParse(queryObject(params));
  return parsed?.success ? parsed.data : base;
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
  show(baseFilters, 'push');
}

/** A page change scrolls smoothly to the top. */
export function goToPage(page: number) {
  show({ ...$filters.get(), page }, 'push');
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

/**
 * Reads the URL, loads categories, brands and the first page, and follows back/forward. A
 * category's page starts from its category and the first page the server rendered with it.
 */
export function startMarket(start: { base?: MarketFilters; listing?: ProductListResponse } = {}): () => void {
  baseFilters = start.base ?? DEFAULT_FILTERS;
  const onPop = () => {
    const search = window.location.search;
    // A filter chosen while the query's rules loaded has moved the URL on, and wins.
    void filtersFromUrl(search, baseFilters).then(
      (filters) => window.location.search === search && show(filters, 'none'),
    );
  };
  window.addEventListener('popstate', onPop);
  let unwatch = () => {};
  if (start.listing && window.location.search === '') {
    $filters.set(baseFilters);
    $listing.set({ loading: false, data: start.listing, error: false });
    // The server's page holds the public prices with KDV; a trade buyer's are their group's,
    // on the basis they chose: asked for with their session once they are known, React's cards
    // then take the page over from the plain ones.
    const served = start.listing;
    unwatch = $user.subscribe((user) => {
      if (user?.inPriceGroup && $listing.get().data === served) void load($filters.get());
    });
  } else onPop();
  void getJson<CategoryView[]>('/api/categories').then(
    (c) => $categories.set(c),
    () => undefined,
  );
  void getJson<BrandView[]>('/api/brands').then(
    (b) => $brands.set(b),
    () => undefined,
  );
  return () => {
    window.removeEventListener('popstate', onPop);
    unwatch();
  };
}
