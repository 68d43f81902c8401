import { fromKurus } from './money.ts';
import { lineAmounts, sumByRate, type OrderTotals, type PricedLine } from './vat.ts';
import { SHIPPING_FEE_KURUS } from './shipping.ts';

// An order's totals, computed in integer kuruş. The server prices every order with it; the
// cart and the checkout island show the same figures before the order is sent (pure, no server imports).

export type { OrderTotals, PricedLine };

/** Net subtotal, each line's KDV (rounded per line) summed per rate, plus the shipping rule's fee. */
export function orderTotals(lines: PricedLine[]): OrderTotals {
  const amounts = lines.map((l) => ({ ...lineAmounts(l), vatRate: l.vatRate }));
  const subtotalKurus = amounts.reduce((s, l) => s + l.netKurus, 0);
  const taxKurus = amounts.reduce((s, l) => s + l.vatKurus, 0);
  return {
    subtotalKurus,
    taxKurus,
    shippingKurus: SHIPPING_FEE_KURUS,
    totalKurus: subtotalKurus + taxKurus + SHIPPING_FEE_KURUS,
    vat: sumByRate(amounts),
  };
}

/** The totals as the wire carries them. */
export function totalsAsStrings(t: OrderTotals) {
  return {
    subtotal: fromKurus(t.subtotalKurus),
    taxAmount: fromKurus(t.taxKurus),
    shippingAmount: fromKurus(t.shippingKurus),
    totalAmount: fromKurus(t.totalKurus),
  };
}
