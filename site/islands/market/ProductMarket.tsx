import { useEffect, useState } from 'react';
import { FilterSidebar } from './FilterSidebar';
import { MarketToolbar } from './MarketToolbar';
import { ProductResults } from './ProductResults';
import { ProductDialog } from './ProductDialog';
import { startMarket } from '../../stores/market';

/** The product market at /urunler and /products (the storefront spec's screens). */
export default function ProductMarket() {
  const [filtersOpen, setFiltersOpen] = useState(false);
  useEffect(() => startMarket(), []);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <MarketToolbar onToggleFilters={() => setFiltersOpen((o) => !o)} filtersOpen={filtersOpen} />
      <div className="mt-6 flex flex-col gap-6 lg:flex-row">
        <aside id="market-filters" aria-label="Filtreler" className={`${filtersOpen ? 'block' : 'hidden'} w-full shrink-0 lg:block lg:w-72`}>
          <FilterSidebar />
        </aside>
        <section aria-label="Ürünler" className="min-w-0 flex-1">
          <ProductResults />
        </section>
      </div>
      <ProductDialog />
    </div>
  );
}
