import type { Db } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { invalid } from '../../core/errors.ts';
import { toKurus } from '../../shared/money.ts';
import { orderTotals } from '../../shared/totals.ts';
import type { ShippingCharge } from '../../shared/shipping.ts';
import { chosenOption, type DeliveryChoice, type DeliveryMethod, type ShippingQuote } from './schemas.ts';
import type { PricedLine } from '../../shared/vat.ts';
import { chargeableGrams } from './chargeable.ts';
import { quoteShipping } from './shipping-quote.ts';
import { readShippingRates } from './shipping-settings.ts';

// The server's shipping for a cart: the quote the checkout shows (GET /api/cart/shipping) and
// the charge an order is stored with. Prices, weights and rates come from the database only.

type Line = PricedLine & { productId: number };

/** The quote for these lines under the stored rates. */
export async function shippingQuoteFor(sql: Db, lines: Line[]): Promise<ShippingQuote> {
  const rates = await readShippingRates(sql);
  if (rates.carriers.length === 0 || lines.length === 0) return quoteShipping(rates, 0, 0);
  const ids = [...new Set(lines.map((l) => l.productId))];
  const measures = await sql<Row<'products', 'id' | 'weight_kg' | 'width_cm' | 'length_cm' | 'height_cm'>[]>`
    SELECT id, weight_kg, width_cm, length_cm, height_cm FROM products WHERE id = ANY(${ids}::int[])`;
  const byId = new Map(measures.map((p) => [p.id, p]));
  const grams = chargeableGrams(
    lines.map((l) => {
      const p = byId.get(l.productId);
      return {
        quantity: l.quantity,
        weightKg: p?.weight_kg ?? null,
        widthCm: p?.width_cm ?? null,
        lengthCm: p?.length_cm ?? null,
        heightCm: p?.height_cm ?? null,
      };
    }),
  );
  return quoteShipping(rates, grams, orderTotals(lines).totalKurus);
}

/** What an order stores about its delivery: how, by whom, and the charge (net, with its KDV rate). */
export interface CheckoutShipping extends ShippingCharge {
  delivery: DeliveryMethod;
  carrier: string | null;
}

/** The charge for the buyer's choice (chosenOption): a refusal is the buyer's Turkish 400. */
export async function checkoutShipping(sql: Db, lines: Line[], choice: DeliveryChoice): Promise<CheckoutShipping> {
  const quote = await shippingQuoteFor(sql, lines);
  const chosen = chosenOption(quote, choice);
  if ('refusal' in chosen) throw invalid(chosen.refusal);
  const { option } = chosen;
  return {
    delivery: choice.delivery,
    carrier: option?.carrier ?? null,
    kurus: option ? toKurus(option.amount) : 0,
    vatRate: quote.vatRate,
  };
}
