import { fromKurus } from './money.ts';
import { discountedLineAmounts, sumByRate, type OrderTotals, type PricedLine } from './vat.ts';
import { SHIPPING_FEE_KURUS } from './shipping.ts';

// An order's totals, computed in integer kuruş. The server prices every order with it; the
// cart and the checkout island show the same figures before the order is sent (pure, no server imports).

export type { OrderTotals, PricedLine };

/**
 * Net subtotal at list price, the discount (a percentage off each line, rounded per line;
 * the transfer discount), each line's KDV on its discounted net (rounded per line) summed per
 * rate, plus the shipping rule's fee.
 */
export function orderTotals(lines: PricedLine[], discountPercent = '0'): OrderTotals {
  const amounts = lines.map((l) => ({ ...discountedLineAmounts(l, discountPercent), vatRate: l.vatRate }));
  const subtotalKurus = amounts.reduce((s, l) => s + l.listKurus, 0);
  const discountKurus = amounts.reduce((s, l) => s + l.discountKurus, 0);
  const taxKurus = amounts.reduce((s, l) => s + l.vatKurus, 0);
  return {
    subtotalKurus,
    discountKurus,
    taxKurus,
    shippingKurus: SHIPPING_FEE_KURUS,
    totalKurus: subtotalKurus - discountKurus + taxKurus + SHIPPING_FEE_KURUS,
    vat: sumByRate(amounts),
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
