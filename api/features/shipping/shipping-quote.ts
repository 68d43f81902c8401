import { toKurus } from '../../shared/money.ts';
import { SHIPPING_VAT_RATE, type ShippingQuote, type ShippingRates } from './schemas.ts';
import { desiAsGrams, gramsAsDesi } from './chargeable.ts';

/**
 * What a cart pays for shipping under the rates (pure; decision 0316). No carriers, or nothing in
 * the cart measured: nothing, as before rates existed. Over the freight limit, or beyond every carrier's last band: freight by
 * quote, even at or over the free-shipping threshold (a cable drum does not travel free). Else
 * free at or over the threshold (the goods with KDV, before any discount), else each carrier's
 * price for the first band whose limit covers the figure, cheapest first.
 */
export function quoteShipping(rates: ShippingRates, grams: number, goodsGrossKurus: number): ShippingQuote {
  const base = {
    chargeableDesi: gramsAsDesi(grams),
    freeShippingThreshold: rates.freeShippingThreshold,
    freightAboveDesi: rates.freightAboveDesi,
    vatRate: SHIPPING_VAT_RATE,
  };
  if (rates.carriers.length === 0 || grams === 0) return { ...base, status: 'none', options: [] };
  const overLimit = rates.freightAboveDesi !== null && grams > desiAsGrams(rates.freightAboveDesi);
  const options = rates.carriers
    .map((c) => ({ carrier: c.name, band: c.bands.find((b) => grams <= desiAsGrams(b.maxDesi)) }))
    .filter((o) => o.band !== undefined)
    .map((o) => ({ carrier: o.carrier, amount: o.band!.price }))
    .sort((a, b) => toKurus(a.amount) - toKurus(b.amount));
  if (overLimit || options.length === 0) return { ...base, status: 'freight', options: [] };
  if (goodsGrossKurus >= toKurus(rates.freeShippingThreshold)) return { ...base, status: 'free', options: [] };
  return { ...base, status: 'priced', options };
}
