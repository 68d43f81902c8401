import { fromKurus } from './money.ts';
import { discountedLineAmounts, sumByRate, type OrderTotals, type PricedLine } from './vat.ts';
import { NO_SHIPPING, shippingAmounts, type ShippingCharge } from './shipping.ts';

// An order's totals, computed in integer kuruş. The server prices every order with it; the
// cart and the checkout island show the same figures before the order is sent (pure, no server imports).

export type { OrderTotals, PricedLine };

export interface TotalsOptions {
  /** A percentage off each line (the transfer discount), '0' for none. */
  discountPercent?: string;
  /** The server's shipping charge, net of KDV (none: free, as before rates existed). */
  shipping?: ShippingCharge;
}

/**
 * Net subtotal at list price, the discount (a percentage off each line, rounded per line;
 * the transfer discount), each line's KDV on its discounted net (rounded per line) summed per
 * rate, plus the shipping charge with its KDV (api/shared/shipping.ts) in the same sums.
 */
export function orderTotals(lines: PricedLine[], options: TotalsOptions = {}): OrderTotals {
  const { discountPercent = '0', shipping = NO_SHIPPING } = options;
  const amounts = lines.map((l) => ({ ...discountedLineAmounts(l, discountPercent), vatRate: l.vatRate }));
  const subtotalKurus = amounts.reduce((s, l) => s + l.listKurus, 0);
  const discountKurus = amounts.reduce((s, l) => s + l.discountKurus, 0);
  // A free delivery adds no line, so an order without shipping keeps its breakdown as before.
  const charged = shipping.kurus > 0 ? [{ ...shippingAmounts(shipping), vatRate: shipping.vatRate }] : [];
  const taxed = [...amounts, ...charged];
  const taxKurus = taxed.reduce((s, l) => s + l.vatKurus, 0);
  return {
    subtotalKurus,
    discountKurus,
    taxKurus,
    shippingKurus: shipping.kurus,
    totalKurus: subtotalKurus - discountKurus + taxKurus + shipping.kurus,
    vat: sumByRate(taxed),
  };
}

/** The totals as the wire carries them. */
export function totalsAsStrings(t: OrderTotals) {
  return {
    subtotal: fromKurus(t.subtotalKurus),
    discountAmount: fromKurus(t.discountKurus),
    taxAmount: fromKurus(t.taxKurus),
    shippingAmount: fromKurus(t.shippingKurus),
    totalAmount: fromKurus(t.totalKurus),
  };
}
