import { atom, computed } from 'nanostores';
import { formatTRY } from '#api/shared/money.ts';
import { $user } from '../account/auth-store';
import { readStorage, writeStorage } from '../../lib/storage-keys';
import { useHydratedStore } from '../../lib/use-hydrated-store';

// Which prices the storefront shows (issue 46, decision 0360). Consumers always see prices with
// KDV, as Turkish price-labelling wants; a trade buyer approved into a price group may choose
// 'KDV hariç' once, kept in the browser. The API answers both amounts (`price`, `priceWithVat`),
// so choosing only picks one: nothing here computes KDV.

export type PriceBasis = 'gross' | 'net';
export const PRICE_BASIS_KEY = 'priceBasis';

const $chosen = atom<PriceBasis>(readStorage(PRICE_BASIS_KEY) === 'net' ? 'net' : 'gross');

/** What every price shows now: 'net' only for a signed-in trade buyer who chose it. */
export const $priceBasis = computed([$user, $chosen], (user, chosen): PriceBasis =>
  user?.inPriceGroup && chosen === 'net' ? 'net' : 'gross',
);

export function choosePriceBasis(basis: PriceBasis) {
  writeStorage(PRICE_BASIS_KEY, basis === 'net' ? 'net' : null);
  $chosen.set(basis);
}

/** The basis as a price's note says it. */
export const basisLabel = (basis: PriceBasis) => (basis === 'net' ? 'KDV hariç' : 'KDV dahil');

/** Any amount the API answers with its KDV beside it. */
export interface TwoPrices {
  price: string;
  priceWithVat?: string;
}

/** The amount to show on this basis (the net one where an answer lacks the other). */
export const pick = (basis: PriceBasis, p: TwoPrices): string =>
  basis === 'net' ? p.price : (p.priceWithVat ?? p.price);

/** '₺40,00' on this basis. */
export const shownPrice = (basis: PriceBasis, p: TwoPrices) => formatTRY(pick(basis, p));

/** The basis in an island: the server's HTML (with KDV) while hydrating, then the buyer's choice. */
export const usePriceBasis = (): PriceBasis => useHydratedStore($priceBasis, 'gross');
