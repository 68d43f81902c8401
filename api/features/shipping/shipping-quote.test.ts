import { describe, expect, it } from 'vitest';
import { chargeableGrams, gramsAsDesi, lineChargeableGrams } from './chargeable.ts';
import { quoteShipping } from './shipping-quote.ts';
import { paymentOrder } from '../../services/checkout/start-checkout.ts';
import { orderTotals } from '../../shared/totals.ts';
import { NO_SHIPPING_RATES, type ShippingRates } from './schemas.ts';
import type { CheckoutLine } from '../../services/checkout/cart-lines.ts';
import type { CheckoutForm } from '../../schemas/checkout.ts';

const dims = (weightKg: string | null, w: string | null, l: string | null, h: string | null, quantity = 1) => ({
  quantity,
  weightKg,
  widthCm: w,
  lengthCm: l,
  heightCm: h,
});

describe('chargeable figure', () => {
  it('is max(desi, kg) per unit times the quantity, in grams, desi rounded up to the gram', () => {
    expect(lineChargeableGrams(dims('1.000', '30.0', '20.0', '10.0', 3))).toBe(6000); // 2 desi > 1 kg
    expect(lineChargeableGrams(dims('4.250', '10.0', '10.0', '10.0', 2))).toBe(8500); // 4.25 kg > 0.333 desi
    expect(lineChargeableGrams(dims(null, '10.0', '10.0', '10.0'))).toBe(334); // 0.3333… → 0.334
    expect(lineChargeableGrams(dims(null, null, null, null, 50))).toBe(0);
    expect(chargeableGrams([dims('1', '30', '20', '10'), dims('4', null, null, null, 3)])).toBe(14000);
    expect(gramsAsDesi(334)).toBe('0.34');
    expect(gramsAsDesi(14000)).toBe('14.00');
  });
});

describe('quoteShipping', () => {
  const rates: ShippingRates = {
    carriers: [
      { name: 'A', bands: [{ maxDesi: 5, price: '50.00' }] },
      {
        name: 'B',
        bands: [
          { maxDesi: 5, price: '40.00' },
          { maxDesi: 10, price: '70.00' },
        ],
      },
    ],
    freeShippingThreshold: '1000.00',
    freightAboveDesi: 8,
  };

  it('charges nothing without carriers, whatever the cart', () => {
    expect(quoteShipping(NO_SHIPPING_RATES, 10_000_000, 1)).toMatchObject({ status: 'none', options: [] });
    // Rates set but nothing in the cart measured: as before too.
    expect(quoteShipping(rates, 0, 1)).toMatchObject({ status: 'none', options: [] });
  });

  it('prices each carrier covering the figure, cheapest first; a band includes its limit', () => {
    expect(quoteShipping(rates, 5000, 100).options).toEqual([
      { carrier: 'B', amount: '40.00' },
      { carrier: 'A', amount: '50.00' },
    ]);
    expect(quoteShipping(rates, 5001, 100).options).toEqual([{ carrier: 'B', amount: '70.00' }]);
  });

  it('is free at the threshold, not a kuruş below; freight over the limit wins over free', () => {
    expect(quoteShipping(rates, 1000, 100_000).status).toBe('free');
    expect(quoteShipping(rates, 1000, 99_999).status).toBe('priced');
    expect(quoteShipping(rates, 8000, 100).status).toBe('priced');
    expect(quoteShipping(rates, 8001, 1_000_000).status).toBe('freight');
    expect(quoteShipping({ ...rates, freightAboveDesi: null }, 10_001, 100).status).toBe('freight');
  });
});

describe("the payment provider's basket", () => {
  it('carries the shipping charge with its KDV as a line, so the lines add up to the total', () => {
    const lines = [
      {
        productId: 1,
        variantId: null,
        productName: 'Kablo',
        variantName: null,
        price: '99.99',
        quantity: 3,
        vatRate: 20,
      },
    ] as unknown as CheckoutLine[];
    const shipping = { kurus: 8999, vatRate: 20, delivery: 'ship' as const, carrier: 'A' };
    const totals = orderTotals(lines, { shipping });
    const order = paymentOrder(
      { orderNumber: 'SP1', lines, totals, shipping },
      { customerName: 'A', billingAddress: '', shippingAddress: '' } as unknown as CheckoutForm,
      '127.0.0.1',
      { kind: 'guest', sessionId: 's' },
    );
    expect(order.items.at(-1)).toMatchObject({ name: 'Kargo', priceKurus: 8999 + 1800 });
    expect(order.items.reduce((s, i) => s + i.priceKurus, 0)).toBe(order.totalKurus);

    // Free shipping takes the charge off: no basket line for it, and the lines still add up.
    const free = {
      promotionId: 1,
      code: 'KARGOBEDAVA',
      label: 'Ücretsiz kargo',
      kind: 'free_shipping' as const,
      value: '0',
      minSubtotal: '0',
      combinable: true,
      productIds: null,
    };
    const freeTotals = orderTotals(lines, { shipping, discounts: [free] });
    expect(freeTotals.shippingLine).toEqual({ netKurus: 0, vatKurus: 0 });
    const freeOrder = paymentOrder(
      { orderNumber: 'SP2', lines, totals: freeTotals, shipping },
      { customerName: 'A', billingAddress: '', shippingAddress: '' } as unknown as CheckoutForm,
      '127.0.0.1',
      { kind: 'guest', sessionId: 's' },
    );
    expect(freeOrder.items.map((i) => i.name)).not.toContain('Kargo');
    expect(freeOrder.items.reduce((s, i) => s + i.priceKurus, 0)).toBe(freeOrder.totalKurus);
  });
});
