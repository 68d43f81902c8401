import { formatTRY, fromKurus, vatKurus } from './money.ts';
import { DELIVERY_LABELS, type DeliveryMethod } from '../features/shipping/schemas.ts';

// How shipping enters an order's totals, in one place. The charge itself is the server's
// (api/services/shipping/): a shop with no rates charges nothing, as the storefront spec's
// summary always showed ('Ücretsiz'). A charge is net of KDV like the catalogue's prices; its KDV,
// rounded once at its rate, joins the order's KDV and the per-rate breakdown (decision 0315).

/** A shipping charge: the net amount in kuruş and the KDV rate it carries. */
export interface ShippingCharge {
  kurus: number;
  vatRate: number;
}

export const NO_SHIPPING: ShippingCharge = { kurus: 0, vatRate: 20 };

/** The charge's net and KDV, as an order line's amounts. */
export function shippingAmounts(charge: ShippingCharge): { netKurus: number; vatKurus: number } {
  return { netKurus: charge.kurus, vatKurus: vatKurus(charge.kurus, charge.vatRate) };
}

/** How the order travels, for the shop and the buyer: 'Mağazadan teslim', 'Kargo ile (Aras Kargo)'. */
export function deliveryLabel(order: { delivery: DeliveryMethod; shippingCarrier: string | null }): string {
  const label = DELIVERY_LABELS[order.delivery];
  return order.delivery === 'ship' && order.shippingCarrier ? `${label} (${order.shippingCarrier})` : label;
}

/** How a shipping amount reads to the buyer: 'Ücretsiz' for none, else the amount in TRY. */
export function shippingLabel(amount: number | string = fromKurus(0)): string {
  return Number(amount) === 0 ? 'Ücretsiz' : formatTRY(amount);
}
