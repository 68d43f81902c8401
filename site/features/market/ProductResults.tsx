import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useStoreInTransition } from '../../lib/use-store-in-transition';
import type { ProductListResponse } from '#api/schemas/products.ts';
import { $listing, $openProductId, resetFilters } from './market-store';
import { GRID_CLASS as grid, ProductGrid, type ShownImage } from './ProductGrid';
import { Pagination } from './Pagination';
import { $compare, toggleCompare } from '../compare/compare-store';
import { syncPlainToggles } from '../compare/CompareToggle';

const SKELETONS = 9;

interface Props {
  /** A category's first page, rendered on the server. */
  serverListing?: ProductListResponse;
  /** Its cards as the server's plain HTML (ProductGrid), kept while that page is shown. */
  serverGrid?: ReactNode;
}

/**
 * Skeletons while loading, the summary line, the grid, pagination, or the empty state. A
 * category's page shows the first page the server rendered until the market has one, as the
 * server's plain HTML: React renders no card of it until a shopper moves a card's pictures.
 */
export function ProductResults({ serverListing, serverGrid }: Props) {
  const state = useStoreInTransition($listing);
  const { loading, data, error } =
    serverListing && !state.data && !state.error ? { loading: false, data: serverListing, error: false } : state;
  // Set when a shopper moved a plain card's pictures: React's grid takes over from there.
  const [shown, setShown] = useState<ShownImage | null>(null);
  const grids = useRef<HTMLDivElement>(null);
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    if (!refocus.current) return;
    grids.current?.querySelector<HTMLElement>(refocus.current)?.focus();
    refocus.current = null;
  }, [shown]);
  const isServerPage = serverListing !== undefined && data === serverListing;
  const plainShown = isServerPage && !!serverGrid && !shown;
  // The plain cards' 'Karşılaştır' buttons show the choice kept in this browser, and follow it.
  useEffect(() => {
    const plain = grids.current;
    if (!plainShown || !plain) return;
    syncPlainToggles(plain, $compare.get());
    return $compare.listen((items) => syncPlainToggles(plain, items));
  }, [plainShown]);

  // The plain grid's buttons have no handlers of their own: their clicks are read here.
  const onPlainClick = (e: MouseEvent<HTMLDivElement>) => {
    const control = (e.target as Element).closest<HTMLElement>('button');
    const card = control?.closest<HTMLElement>('[data-product-id]');
    const product = card && serverListing?.products.find((p) => p.id === Number(card.dataset.productId));
    if (!control || !product) return;
    if (control.hasAttribute('data-open-product')) return $openProductId.set(product.id);
    if (control.hasAttribute('data-compare-product')) return void toggleCompare(product);
    const count = product.images.length;
    const index =
      control.dataset.imageIndex !== undefined
        ? Number(control.dataset.imageIndex)
        : (Number(control.dataset.imageStep) + count) % count;
    if (document.activeElement === control)
      refocus.current = `[data-product-id="${product.id}"] [aria-label="${control.getAttribute('aria-label')}"]`;
    setShown({ productId: product.id, index });
  };

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
      <div ref={grids} className={loading ? 'opacity-60' : undefined}>
        {plainShown ? (
          <div onClick={onPlainClick}>{serverGrid}</div>
        ) : (
          <ProductGrid products={products} shown={isServerPage ? (shown ?? undefined) : undefined} />
        )}
      </div>
      {pagination.totalPages > 1 && <Pagination info={pagination} />}
    </div>
  );
}
