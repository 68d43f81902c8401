import type { ProductView } from '#api/schemas/products.ts';
import { basisLabel, usePriceBasis } from '../pricing/price-basis';
import { BeforePrice } from './BeforePrice';
import { priceLabel } from './format';

/** A card's price or range per unit, saying whether KDV is in it, and a sale's 'before' price (issue 46). */
export function CardPrice({ product }: { product: ProductView }) {
  const basis = usePriceBasis();
  return (
    <>
      <p className="mt-auto pt-1 text-base font-bold text-slate-900 sm:pt-2 sm:text-lg" data-testid="card-price">
        {priceLabel(product, basis)}{' '}
        <span className="text-sm font-normal text-slate-600">
          / {product.unit}, {basisLabel(basis)}
        </span>
      </p>
      <BeforePrice
        price={basis === 'net' ? product.compareAtPrice : (product.compareAtPriceWithVat ?? product.compareAtPrice)}
      />
    </>
  );
}
