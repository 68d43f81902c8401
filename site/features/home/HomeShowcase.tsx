import { startTransition, useEffect, useState } from 'react';
import type { Showcase } from '#api/schemas/showcase.ts';
import { imageSrcSet } from '#api/schemas/images.ts';
import { categoryPath } from '#api/shared/catalogue-paths.ts';
import { getJson } from '../../lib/api-client';
import { ShowcaseCard } from './ShowcaseCard';

/**
 * The home page's shop window (decision 0362): main categories with a picture and their product
 * counts, featured products and products on sale, from GET /api/home/showcase, which follows the
 * catalogue version. The static page holds a same-sized placeholder, so nothing moves when it fills.
 */
export default function HomeShowcase() {
  const [showcase, setShowcase] = useState<Showcase | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // In a transition: the render of the rows is sliced, never one long task (decision 0328).
    getJson<Showcase>('/api/home/showcase').then(
      (s) => startTransition(() => setShowcase(s)),
      () => setFailed(true),
    );
  }, []);
  if (!showcase)
    return (
      <div className="min-h-[60rem]" aria-busy={!failed}>
        <p role="status" className="text-center text-sm text-slate-600">
          {failed ? 'Ürünler şu an yüklenemedi; tüm ürünler için Ürünler sayfasına gidin.' : 'Ürünler yükleniyor...'}
        </p>
      </div>
    );
  const { categories, featured, onSale } = showcase;
  return (
    <div className="space-y-12">
      <section aria-labelledby="home-categories">
        <h2 id="home-categories" className="text-2xl font-bold text-slate-900">
          Kategoriler
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="home-categories">
          {categories.map((c) => (
            <li key={c.id}>
              <a
                href={categoryPath(c.slug)}
                className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white hover:shadow-md"
              >
                <span className="block aspect-[4/3] bg-slate-100">
                  {c.image && (
                    <img
                      src={c.image}
                      srcSet={imageSrcSet(c.image)}
                      sizes="(min-width: 1024px) 200px, 45vw"
                      alt=""
                      loading="lazy"
                      decoding="async"
                      width="400"
                      height="300"
                      className="h-full w-full object-contain"
                    />
                  )}
                </span>
                <span className="p-3">
                  <span className="block font-semibold text-slate-900">{c.name}</span>
                  <span className="text-sm text-slate-600">{c.productCount} ürün</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <ProductRow id="home-featured" title="Öne Çıkan Ürünler" products={featured} more="/urunler?featuredOnly=true" />
      <ProductRow id="home-on-sale" title="İndirimdeki Ürünler" products={onSale} more="/urunler" />
    </div>
  );
}

function ProductRow({
  id,
  title,
  products,
  more,
}: {
  id: string;
  title: string;
  products: Showcase['featured'];
  more: string;
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={id} className="text-2xl font-bold text-slate-900">
          {title}
        </h2>
        <a href={more} className="text-brand-700 text-sm font-semibold hover:underline">
          Tümünü gör<span className="sr-only">: {title}</span> →
        </a>
      </div>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid={id}>
        {products.map((p) => (
          <ShowcaseCard key={p.id} product={p} />
        ))}
      </ul>
    </section>
  );
}
