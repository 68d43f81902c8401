import { useEffect, useState } from 'react';
import { FilterSidebar } from './FilterSidebar';
import { MarketToolbar } from './MarketToolbar';
import { ProductResults } from './ProductResults';
import { ProductDialog } from './ProductDialog';
import { FilterSheet } from './FilterSheet';
import { startMarket } from '../../stores/market';

/** The product market at /urunler and /products (the storefront spec's screens). */
export default function ProductMarket() {
  const [filtersOpen, setFiltersOpen] = useState(false);
  useEffect(() => startMarket(), []);
  return (
    <div className="mx-auto max-w-7xl px-4 py-4 sm:px-6 sm:py-8">
      {/* On phones search, sort and 'Filtreler' stay under the sticky header while the list scrolls. */}
      <div className="sticky top-16 z-30 -mx-4 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6 lg:static lg:mx-0 lg:border-0 lg:bg-transparent lg:p-0 lg:backdrop-blur-none">
        <MarketToolbar onToggleFilters={() => setFiltersOpen((o) => !o)} filtersOpen={filtersOpen} />
      </div>
      <div className="mt-4 flex flex-col gap-6 lg:mt-6 lg:flex-row">
        <aside aria-label="Filtreler" className="hidden w-72 shrink-0 lg:block">
          <FilterSidebar />
        </aside>
        <FilterSheet open={filtersOpen} onClose={() => setFiltersOpen(false)} />
        <section aria-label="Ürünler" className="min-w-0 flex-1">
          <ProductResults />
        </section>
      </div>
      <ProductDialog />
    </div>
  );
}
