import { formatTRY, fromKurus } from '../../schemas/money.ts';

// The shipping rule, in one place. The storefront spec charges no shipping on any order
// ("shipping always 0 (free) in the checkout summary"), and its legal texts promise free
// shipping on orders over 500 TL, which the first rule already keeps. Totals, the checkout
// summary, the contracts and the mails all read it from here.

export const SHIPPING_FEE_KURUS = 0;

/** The legal texts' free-shipping threshold in lira, as they state it. */
export const FREE_SHIPPING_ABOVE_TRY = 500;

/** How a shipping amount reads to the buyer: 'Ücretsiz' for none, else the amount in TRY. */
export function shippingLabel(amount: number | string = fromKurus(SHIPPING_FEE_KURUS)): string {
  return Number(amount) === 0 ? 'Ücretsiz' : formatTRY(amount);
}

export const FREE_SHIPPING_SENTENCE = `${FREE_SHIPPING_ABOVE_TRY} TL üzerindeki siparişlerde kargo ücretsizdir.`;
