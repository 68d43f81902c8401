import { fromKurus } from './money.ts';
import { sumByRate, type OrderTotals, type PricedLine } from './vat.ts';
import {
  discountLines,
  type AppliedDiscount,
  type DiscountableLine,
  type DiscountedLine,
  type DiscountOptions,
} from './discounts.ts';
import { NO_SHIPPING, shippingAmounts } from './shipping.ts';

// An order's totals, computed in integer kuruş. The server prices every order with it; the
// cart and the checkout island show the same figures before the order is sent (pure, no server imports).

export type { OrderTotals, PricedLine };

export interface DiscountView {
  code: string | null;
  label: string;
  amount: string;
}

/** What orderTotals takes besides the lines: the transfer percentage, the promotions, the shipping charge. */
export type TotalsOptions = DiscountOptions;

/** The totals with each line's amounts after its discounts (what the order's lines store). */
export interface PricedTotals extends OrderTotals {
  lines: DiscountedLine[];
  /** What is left to pay of the shipping charge (0 with free shipping) and its KDV. */
  shippingLine: { netKurus: number; vatKurus: number };
}

/**
 * Net subtotal at list price, the discounts (shared/discounts.ts: promotions spread over the
 * lines they cover, then the transfer percentage per line), each line's KDV on its discounted
 * net (rounded per line) summed per rate, plus the server's shipping charge (net, with its KDV
 * at its rate, api/shared/shipping.ts; free shipping takes it off as a discount).
 */
export function orderTotals(lines: DiscountableLine[], options: TotalsOptions = {}): PricedTotals {
  const shipping = options.shipping ?? NO_SHIPPING;
  const d = discountLines(lines, { ...options, shipping });
  const shippingLine = {
    ...shippingAmounts({ kurus: d.shippingNetKurus, vatRate: shipping.vatRate }),
    vatRate: shipping.vatRate,
  };
  // Free shipping leaves no shipping line (no 'KDV' line of 0 at the shipping's rate).
  const amounts = d.shippingNetKurus > 0 ? [...d.lines, shippingLine] : d.lines;
  const subtotalKurus = d.lines.reduce((s, l) => s + l.listKurus, 0);
  const discountKurus = d.discounts.reduce((s, x) => s + x.kurus, 0);
  const taxKurus = amounts.reduce((s, l) => s + l.vatKurus, 0);
  return {
    subtotalKurus,
    discountKurus,
    discounts: d.discounts,
    taxKurus,
    shippingKurus: shipping.kurus,
    totalKurus: subtotalKurus - discountKurus + taxKurus + shipping.kurus,
    vat: sumByRate(amounts),
    lines: d.lines,
    shippingLine: { netKurus: shippingLine.netKurus, vatKurus: shippingLine.vatKurus },
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

/** Each discount as the wire carries it: GET /api/orders/{orderNumber}'s `discounts`. */
export const discountsAsStrings = (discounts: AppliedDiscount[]): DiscountView[] =>
  discounts.map((d) => ({ code: d.code, label: d.label, amount: fromKurus(d.kurus) }));
