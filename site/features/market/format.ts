import { formatTRY, toKurus } from '#api/shared/money.ts';
import type { ProductView } from '#api/schemas/products.ts';
import { pick, type PriceBasis } from '../pricing/price-basis';

/** Price or the min - max range over active variants, per unit (the spec's card screen), on the shown basis. */
export function priceLabel(product: ProductView, basis: PriceBasis): string {
  const prices = product.variants.filter((v) => v.isActive).map((v) => toKurus(pick(basis, v)));
  if (prices.length === 0) return formatTRY(pick(basis, product));
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  return min === max ? formatTRY(min / 100) : `${formatTRY(min / 100)} - ${formatTRY(max / 100)}`;
}

/** Category and brand names: longer than 25 characters are cut to 22 plus '...'. */
export function truncateName(name: string): string {
  return name.length > 25 ? `${name.slice(0, 22)}...` : name;
}
