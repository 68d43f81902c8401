import type { Db } from '#db/connection.ts';
import { toKurus } from '../../shared/money.ts';
import { orderTotals, type PricedTotals } from '../../shared/totals.ts';
import { shippingQuoteFor } from '../../features/shipping/index.ts';
import type { CorrectedOrder } from './correction-plan.ts';

// An order's totals after units were added (decision 0403): its lines at their own unit prices
// through the checkout's totals (orderTotals: KDV per line on its net, summed per rate), and the
// shipping charge under the current rates for its carrier, never below what the buyer paid for it
// (a correction that adds units does not give shipping money back; the refund path does that).

export interface TotalLine {
  productId: number | null;
  price: string;
  quantity: number;
  /** Units still to go (quantity less refunded): what the parcel weighs. */
  kept: number;
  vatRate: number;
}

export async function correctedTotals(db: Db, order: CorrectedOrder, lines: TotalLine[]): Promise<PricedTotals> {
  const paidShipping = toKurus(order.shipping_amount);
  let shippingKurus = paidShipping;
  if (order.delivery === 'ship') {
    const measured = lines.flatMap((l) =>
      l.productId === null || l.kept === 0
        ? []
        : [{ productId: l.productId, price: l.price, quantity: l.kept, vatRate: l.vatRate }],
    );
    const quote = await shippingQuoteFor(db, measured);
    const option = quote.options.find((o) => o.carrier === order.shipping_carrier) ?? quote.options[0];
    if (quote.status === 'priced' && option) shippingKurus = Math.max(paidShipping, toKurus(option.amount));
  }
  return orderTotals(
    lines.map((l) => ({ price: l.price, quantity: l.quantity, vatRate: l.vatRate })),
    { shipping: { kurus: shippingKurus, vatRate: order.shipping_vat_rate } },
  );
}
