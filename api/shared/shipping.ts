import { formatTRY, fromKurus } from './money.ts';

// The shipping rule, in one place. The storefront spec charges no shipping on any order
// ("shipping always 0 (free) in the checkout summary"), and its legal texts promise free
// shipping on orders of 500 TL and over (content/legal/*.md say so), which the first rule already
// keeps. Totals, the checkout summary, the contracts and the mails all read it from here.

export const SHIPPING_FEE_KURUS = 0;

/** How a shipping amount reads to the buyer: 'Ücretsiz' for none, else the amount in TRY. */
export function shippingLabel(amount: number | string = fromKurus(SHIPPING_FEE_KURUS)): string {
  return Number(amount) === 0 ? 'Ücretsiz' : formatTRY(amount);
}
