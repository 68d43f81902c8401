import { useStoreInTransition } from '../../lib/use-store-in-transition';
import type { ProductListResponse } from '#api/schemas/products.ts';
import { $listing, resetFilters } from './market-store';
import { ProductCard } from './ProductCard';
import { Pagination } from './Pagination';

const SKELETONS = 9;
const grid = 'grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3';

/**
 * Skeletons while loading, the summary line, the grid, pagination, or the empty state. A
 * category's page shows the first page the server rendered until the market has one.
 */
export function ProductResults({ serverListing }: { serverListing?: ProductListResponse }) {
  const state = useStoreInTransition($listing);
  const { loading, data, error } =
    serverListing && !state.data && !state.error ? { loading: false, data: serverListing, error: false } : state;

  if (loading && !data) {
    return (
      <div className={grid} role="status" aria-busy="true" aria-label="Ürünler yükleniyor">
        {Array.from({ length: SKELETONS }, (_, i) => (
          <div
            key={i}
            data-testid="product-skeleton"
            className="animate-pulse overflow-hidden rounded-xl border border-slate-200"
          >
            <div className="aspect-square bg-slate-200" />
            <div className="space-y-2 p-4">
              <div className="h-4 w-3/4 rounded bg-slate-200" />
              <div className="h-3 w-1/2 rounded bg-slate-200" />
              <div className="h-8 rounded bg-slate-200" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (error || !data) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-700">
        Ürünler yüklenemedi. Lütfen sayfayı yenileyin.
      </p>
    );
  }
  const { products, pagination } = data;
  if (products.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-12 text-center">
        <h2 className="text-xl font-semibold">Ürün Bulunamadı</h2>
        <p className="mt-2 text-slate-600">
          Aradığınız kriterlere uygun ürün bulunamadı. Lütfen filtreleri değiştirerek tekrar deneyin.
        </p>
        <button
          type="button"
          onClick={resetFilters}
          className="text-brand-600 mt-4 text-sm font-medium hover:underline"
        >
          Tüm Filtreleri Temizle
        </button>
      </div>
    );
  }
  const first = (pagination.page - 1) * pagination.pageSize + 1;
  const last = first + products.length - 1;
  return (
    <div aria-busy={loading}>
      <p className="mb-4 text-sm text-slate-600" data-testid="result-summary">
        {pagination.totalCount} üründen {first}-{last} arası gösteriliyor
      </p>
      <div className={`${grid} ${loading ? 'opacity-60' : ''}`}>
        {products.map((p, i) => (
          <ProductCard key={p.id} product={p} lazy={i >= 3} />
        ))}
      </div>
      {pagination.totalPages > 1 && <Pagination info={pagination} />}
    </div>
  );
}
