import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { FilterSidebar } from './FilterSidebar';
import { MarketToolbar } from './MarketToolbar';
import { ProductResults } from './ProductResults';
import type { ProductListResponse } from '#api/schemas/products.ts';
import { $openProductId, DEFAULT_FILTERS, startMarket } from './market-store';
import { useAskedFor } from '../../lib/use-asked-for';
import { useMediaQuery } from '../../lib/use-media-query';
import { takeEarlyProductTap } from '../../lib/early-taps';

// The product dialog (gallery, instalments, cart rules) and the phones' filter sheet load
// the first time the visitor opens one: /urunler stays within its JavaScript budget.
const ProductDialog = lazy(() => import('./ProductDialog').then((m) => ({ default: m.ProductDialog })));
const FilterSheet = lazy(() => import('./FilterSheet').then((m) => ({ default: m.FilterSheet })));

interface Props {
  /** On a category's page: its id and the first page of it, rendered on the server. */
  categoryId?: number;
  listing?: ProductListResponse;
  /** That first page's cards as plain HTML (ProductGrid rendered by the page, decision 0328). */
  children?: ReactNode;
}

/** The product market at /urunler and /products (the storefront spec's screens), and on /kategori/{slug}. */
export default function ProductMarket({ categoryId, listing, children }: Props) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const productAsked = useAskedFor(useStore($openProductId) !== null);
  const filtersAsked = useAskedFor(filtersOpen);
  // Below lg the sidebar is hidden (phones filter in the sheet): its category and brand lists
  // are not rendered there at all, a phone's main thread has better to do (decision 0328).
  const wide = useMediaQuery('(min-width: 1024px)', true);
  useEffect(
    () => startMarket(categoryId ? { base: { ...DEFAULT_FILTERS, categoryIds: [categoryId] }, listing } : {}),
    // The page's props never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  // A card's 'Seçenekleri Gör' tapped while the page's scripts were still loading opens now.
  useEffect(() => {
    const tapped = takeEarlyProductTap();
    if (tapped !== null) $openProductId.set(tapped);
  }, []);
  return (
    <div className="mx-auto max-w-7xl px-4 py-4 sm:px-6 sm:py-8">
      {/* On phones search, sort and 'Filtreler' stay under the sticky header while the list scrolls. */}
      <div className="sticky top-16 z-30 -mx-4 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6 lg:static lg:mx-0 lg:border-0 lg:bg-transparent lg:p-0 lg:backdrop-blur-none">
        <MarketToolbar onToggleFilters={() => setFiltersOpen((o) => !o)} filtersOpen={filtersOpen} />
      </div>
      <div className="mt-4 flex flex-col gap-6 lg:mt-6 lg:flex-row">
        <aside aria-label="Filtreler" className="hidden w-72 shrink-0 lg:block">
          {wide && <FilterSidebar />}
        </aside>
        <Suspense fallback={null}>
          {filtersAsked && <FilterSheet open={filtersOpen} onClose={() => setFiltersOpen(false)} />}
        </Suspense>
        <section aria-label="Ürünler" className="min-w-0 flex-1">
          <ProductResults serverListing={listing} serverGrid={children} />
        </section>
      </div>
      <Suspense fallback={null}>{productAsked && <ProductDialog />}</Suspense>
    </div>
  );
}
