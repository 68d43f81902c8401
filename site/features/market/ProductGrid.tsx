import type { ProductView } from '#api/schemas/products.ts';
import { ProductCard } from './ProductCard';

export const GRID_CLASS = 'grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3';

/** The image a card shows first: a shopper's arrow on the server's plain grid moves it on. */
export interface ShownImage {
  productId: number;
  index: number;
}

/**
 * The cards of one page of results. A category's page renders its first page with it on the
 * server as plain HTML, handed to the market island as its children (decision 0328): its
 * controls work through the island's delegated clicks (ProductResults) until one needs React.
 */
export function ProductGrid({ products, shown }: { products: ProductView[]; shown?: ShownImage }) {
  return (
    <div className={GRID_CLASS}>
      {products.map((p, i) => (
        <ProductCard key={p.id} product={p} lazy={i >= 3} firstImage={shown?.productId === p.id ? shown.index : 0} />
      ))}
    </div>
  );
}
