import { fromKurus, toKurus, vatKurus } from '../../schemas/money.ts';
import { SHIPPING_FEE_KURUS } from './shipping.ts';

// An order's totals, computed in integer kuruş. The server prices every order with it; the
// checkout island shows the same figures before the order is sent (pure, no server imports).

export interface PricedLine {
  /** Unit price as a numeric string. */
  price: string;
  quantity: number;
}

export interface OrderTotals {
  subtotalKurus: number;
  taxKurus: number;
  shippingKurus: number;
  totalKurus: number;
}

/** Subtotal of the lines, VAT on top at `vatRate` percent, plus the shipping rule's fee. */
export function orderTotals(lines: PricedLine[], vatRate: string | number): OrderTotals {
  const subtotalKurus = lines.reduce((sum, line) => sum + toKurus(line.price) * line.quantity, 0);
  const taxKurus = vatKurus(subtotalKurus, vatRate);
  return { subtotalKurus, taxKurus, shippingKurus: SHIPPING_FEE_KURUS, totalKurus: subtotalKurus + taxKurus + SHIPPING_FEE_KURUS };
}

/** The totals as the wire carries them. */
export function totalsAsStrings(t: OrderTotals) {
  return { subtotal: fromKurus(t.subtotalKurus), taxAmount: fromKurus(t.taxKurus), shippingAmount: fromKurus(t.shippingKurus), totalAmount: fromKurus(t.totalKurus) };
}
