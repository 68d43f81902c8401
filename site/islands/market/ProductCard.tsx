import type { ProductView } from '../../../api/schemas/products';
import { $openProductId } from '../../stores/market';
import { ImageCarousel } from './ImageCarousel';
import { priceLabel } from './format';

/** One product of the grid (the storefront spec's results screen). */
export function ProductCard({ product, lazy }: { product: ProductView; lazy: boolean }) {
  const options = product.variants.filter((v) => v.isActive).length;
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative">
        <ImageCarousel images={product.images} alt={product.name} lazy={lazy} sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw" />
        {product.isFeatured && (
          <span className="bg-accent-400 absolute top-2 left-2 rounded-full px-2 py-0.5 text-xs font-semibold text-slate-900">Öne Çıkan</span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold leading-snug">{product.name}</h3>
        {product.shortDescription && <p className="line-clamp-2 text-sm text-slate-600">{product.shortDescription}</p>}
        {options > 0 && <p className="text-xs text-slate-500">{options} seçenek mevcut</p>}
        <p className="mt-auto pt-2 text-lg font-bold text-slate-900">
          {priceLabel(product)} <span className="text-sm font-normal text-slate-500">/ {product.unit}</span>
        </p>
        <button type="button" onClick={() => $openProductId.set(product.id)} aria-label={`Seçenekleri Gör: ${product.name}`}
          className="bg-brand-600 hover:bg-brand-700 rounded-lg px-4 py-2 text-sm font-semibold text-white">
          Seçenekleri Gör
        </button>
      </div>
    </article>
  );
}
