import { SHOWCASE_PRODUCTS, type ShowcaseCategory } from '#api/schemas/showcase.ts';
import { sampleProduct, sampleVariant } from '#api/shared/product-view-sample.ts';
import { CategoryTile } from './CategoryTile';
import { ShowcaseCard } from './ShowcaseCard';
import { CATEGORY_GRID, HEADING, PRODUCT_GRID, ROWS } from './showcase-layout';

// The loading box of the home rows (decision 0362): the rows themselves, drawn with stand-in
// data and their text transparent, so it wraps and sizes as the loaded rows do at a phone's
// width and a desktop's alike (a fixed height matched neither). It assumes a stocked shop: the
// catalogue tree's nine main groups, both product rows full, prices as ranges over variants; a
// shop with fewer moves what follows by the difference once, when the rows arrive.
const CATEGORIES = 9;

const category: ShowcaseCategory = { id: 0, name: 'Kategori', slug: '', productCount: 0, image: null };

const variant = (price: string, onSale: boolean) =>
  sampleVariant({
    id: 0,
    name: '',
    price,
    priceWithVat: price,
    compareAtPrice: onSale ? price : null,
    compareAtPriceWithVat: onSale ? price : null,
    stockQuantity: 100,
  });

const product = (onSale: boolean) =>
  sampleProduct({
    id: 0,
    name: 'Ürün adı iki satır boyunca süren bir ürün adı',
    slug: '',
    priceWithVat: '100.00',
    compareAtPrice: onSale ? '200.00' : null,
    compareAtPriceWithVat: onSale ? '200.00' : null,
    unit: 'adet',
    stockQuantity: 100,
    inStock: true,
    variants: [variant('100.00', onSale), variant('200.00', onSale)],
  });

export function ShowcaseSkeleton() {
  return (
    <div
      className={`${ROWS} animate-pulse [&_*]:text-transparent`}
      aria-hidden="true"
      inert
      data-testid="showcase-skeleton"
    >
      <section>
        <p className={HEADING}>Kategoriler</p>
        <ul className={CATEGORY_GRID}>
          {Array.from({ length: CATEGORIES }, (_, i) => (
            <CategoryTile key={i} category={category} />
          ))}
        </ul>
      </section>
      <SkeletonRow />
      <SkeletonRow onSale />
    </div>
  );
}

function SkeletonRow({ onSale = false }: { onSale?: boolean }) {
  const stand = product(onSale);
  return (
    <section>
      <p className={HEADING}>Ürünler</p>
      <ul className={PRODUCT_GRID}>
        {Array.from({ length: SHOWCASE_PRODUCTS }, (_, i) => (
          <ShowcaseCard key={i} product={stand} />
        ))}
      </ul>
    </section>
  );
}
