import type { ProductView } from '#api/schemas/products.ts';
import { productPath } from '#api/shared/catalogue-paths.ts';
import { lazyPictureProps } from '../../components/ui/lazy-picture';
import { CardPrice } from '../market/CardPrice';
import { StockBadge } from '../market/StockBadge';

/** A product in the home page's rows: picture, name and price with its KDV note, linking to its page. */
export function ShowcaseCard({ product }: { product: ProductView }) {
  const image = product.images[0];
  return (
    <li
      className="relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      data-testid="showcase-card"
    >
      <div className="relative aspect-square overflow-hidden bg-slate-100">
        {image && (
          <img
            {...lazyPictureProps(image, '(min-width: 1024px) 280px, 45vw', 400, 400)}
            className="h-full w-full object-contain"
          />
        )}
        <StockBadge product={product} />
      </div>
      {/* Room for a two-line name and a price range (three lines on a phone, two wider), so a
          card is as tall with one price as with a range, and as the loading skeleton's cards. */}
      <div className="flex min-h-36 flex-1 flex-col gap-1 p-3 sm:min-h-33">
        <h3 className="line-clamp-2 min-h-10 text-sm font-semibold">
          {/* The whole card is the link's target area (its ::after covers the card). */}
          <a href={productPath(product.slug)} className="after:absolute after:inset-0 hover:underline">
            {product.name}
          </a>
        </h3>
        <CardPrice product={product} />
      </div>
    </li>
  );
}
