import { useStore } from '@nanostores/react';
import { useStoreInTransition } from '../../lib/use-store-in-transition';
import { $brands, $filters, resetFilters, updateFilters } from './market-store';
import { openLegal } from '../../lib/dialogs';
import { CategoryFilter } from './CategoryFilter';
import { PriceFilter } from './PriceFilter';
import { TruncatedName } from './TruncatedName';
import { AttributeFacets } from './AttributeFacets';
import { FilterCheckbox } from './FilterCheckbox';

const box = 'rounded-xl border border-slate-200 bg-white p-4';
const heading = 'mb-3 text-sm font-semibold tracking-wide text-slate-900 uppercase';
const FLAGS = [
  ['inStockOnly', 'Sadece Stokta Olanlar'],
  ['featuredOnly', 'Öne Çıkan Ürünler'],
] as const;

/** Categories, price, brands, the two flags, reset and the info links (the storefront spec's screens). */
export function FilterSidebar() {
  const filters = useStore($filters);
  const brands = useStoreInTransition($brands);
  const toggleBrand = (name: string, on: boolean) =>
    updateFilters({ brands: on ? [...filters.brands, name] : filters.brands.filter((b) => b !== name) });

  return (
    <div className="flex flex-col gap-4">
      <div className={box}>
        <h2 className={heading}>Kategoriler</h2>
        <CategoryFilter />
      </div>
      <div className={box}>
        <h2 className={heading}>Fiyat Aralığı</h2>
        <PriceFilter />
      </div>
      <AttributeFacets />
      {brands.length > 0 && (
        <fieldset className={box}>
          <legend className="sr-only">Markalar</legend>
          <h2 className={heading} aria-hidden="true">
            Markalar
          </h2>
          <ul className="max-h-64 space-y-1 overflow-y-auto pr-1">
            {brands.map((b) => (
              <li key={b.name}>
                <FilterCheckbox
                  checked={filters.brands.includes(b.name)}
                  onChange={(on) => toggleBrand(b.name, on)}
                  count={b.productCount}
                >
                  <TruncatedName name={b.name} />
                </FilterCheckbox>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <div className={`${box} space-y-2`}>
        {FLAGS.map(([flag, label]) => (
          <FilterCheckbox key={flag} checked={filters[flag]} onChange={(on) => updateFilters({ [flag]: on })}>
            {label}
          </FilterCheckbox>
        ))}
      </div>
      <button
        type="button"
        onClick={resetFilters}
        className="min-h-11 rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50"
      >
        Tüm Filtreleri Temizle
      </button>
      <div className="space-y-1 text-sm">
        <button
          type="button"
          onClick={() => openLegal('delivery_return')}
          className="text-brand-600 block min-h-11 underline-offset-2 hover:underline lg:min-h-0"
        >
          Teslimat ve İade Şartları
        </button>
        <button
          type="button"
          onClick={() => openLegal('kvkk')}
          className="text-brand-600 block min-h-11 underline-offset-2 hover:underline lg:min-h-0"
        >
          Kişisel Verilerin Korunması
        </button>
      </div>
    </div>
  );
}
