import type { ProductView } from '#api/schemas/products.ts';
import { productPath } from '#api/shared/catalogue-paths.ts';
import { $openProductId } from './market-store';
import { productTap } from '../../lib/early-taps';
import { ImageCarousel } from './ImageCarousel';
import { CardPrice } from './CardPrice';
import { StockBadge } from './StockBadge';
import { CompareToggle } from '../compare/CompareToggle';

/** One product of the grid (the storefront spec's results screen). */
export function ProductCard({
  product,
  lazy,
  firstImage = 0,
}: {
  product: ProductView;
  lazy: boolean;
  /** The image shown first (0 unless a shopper moved the server's plain card on). */
  firstImage?: number;
}) {
  const options = product.variants.filter((v) => v.isActive).length;
  // Below 640 px a row (small picture beside the text) so several products fit on a phone screen.
  return (
    <article
      data-testid="product-card"
      data-product-id={product.id}
      className="flex flex-row overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md sm:flex-col"
    >
      <div className="relative w-28 shrink-0 sm:w-auto">
        <ImageCarousel
          images={product.images}
          alt={product.name}
          lazy={lazy}
          firstIndex={firstImage}
          thumbnailOnPhone
          sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 112px"
        />
        {product.isFeatured && (
          <span className="bg-accent-400 absolute top-2 left-2 rounded-full px-2 py-0.5 text-xs font-semibold text-slate-900">
            Öne Çıkan
          </span>
        )}
        <StockBadge product={product} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3 sm:gap-2 sm:p-4">
        <h2 className="text-sm leading-snug font-semibold sm:text-base">
          <a href={productPath(product.slug)} className="hover:text-brand-700 hover:underline">
            {product.name}
          </a>
        </h2>
        {product.sku && <p className="text-xs text-slate-600 sm:hidden">Ürün kodu: {product.sku}</p>}
        {product.shortDescription && (
          <p className="hidden line-clamp-2 text-sm text-slate-600 sm:block">{product.shortDescription}</p>
        )}
        {options > 0 && <p className="text-xs text-slate-600">{options} seçenek mevcut</p>}
        <CardPrice product={product} />
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            data-open-product
            data-early-tap={productTap(product.id)}
            onClick={() => $openProductId.set(product.id)}
            aria-label={`Seçenekleri Gör: ${product.name}`}
            className="bg-brand-600 hover:bg-brand-700 min-h-11 flex-1 rounded-lg px-4 py-2 text-sm font-semibold text-white"
          >
            Seçenekleri Gör
          </button>
          <CompareToggle product={product} compact />
        </div>
      </div>
    </article>
  );
}
