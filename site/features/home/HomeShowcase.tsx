import { startTransition, useEffect, useState } from 'react';
import type { Showcase } from '#api/schemas/showcase.ts';
import { getJson } from '../../lib/api-client';
import { ShowcaseCard } from './ShowcaseCard';
import { CategoryTile } from './CategoryTile';
import { ShowcaseSkeleton } from './ShowcaseSkeleton';
import { CATEGORY_GRID, HEADING, PRODUCT_GRID, ROWS } from './showcase-layout';

/**
 * The home page's shop window (decision 0362): main categories with a picture and their product
 * counts, featured products and products on sale, from GET /api/home/showcase, which follows the
 * catalogue version. The static page holds a skeleton of the rows' size, so nothing moves when they fill.
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
  if (failed)
    return (
      <p role="status" className="text-center text-sm text-slate-600">
        Ürünler şu an yüklenemedi; tüm ürünler için Ürünler sayfasına gidin.
      </p>
    );
  if (!showcase)
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Ürünler yükleniyor...
        </p>
        <ShowcaseSkeleton />
      </div>
    );
  const { categories, featured, onSale } = showcase;
  return (
    <div className={ROWS}>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories" className={HEADING}>
          Kategoriler
        </h2>
        <ul className={CATEGORY_GRID} data-testid="home-categories">
          {categories.map((c) => (
            <CategoryTile key={c.id} category={c} />
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
        <h2 id={id} className={HEADING}>
          {title}
        </h2>
        <a href={more} className="text-brand-700 text-sm font-semibold hover:underline">
          Tümünü gör<span className="sr-only">: {title}</span> →
        </a>
      </div>
      <ul className={PRODUCT_GRID} data-testid={id}>
        {products.map((p) => (
          <ShowcaseCard key={p.id} product={p} />
        ))}
      </ul>
    </section>
  );
}
