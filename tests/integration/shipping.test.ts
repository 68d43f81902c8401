import { beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '#db/connection.ts';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { adminAndCustomerTokens, bearer, sendJsonAs } from '../helpers/admin-session.ts';
import { createCheckout, insertCart, insertProduct, newSessionId, validForm } from '../helpers/checkout-fixtures.ts';
import { SHIPPING_MESSAGES as m, type ShippingQuote, type ShippingRatesInput } from '#api/features/shipping/schemas.ts';

const backends = runsOn('pglite');

// Issue 39, shipping costs (decisions 0314–0317): measured products, carriers' desi bands, the
// free-shipping threshold, freight by quote above the limit, and the charge's KDV in the order.

const RATES: ShippingRatesInput = {
  carriers: [
    {
      name: 'Aras Kargo',
      bands: [
        { maxDesi: 5, price: '80.00' },
        { maxDesi: 20, price: '150.00' },
        { maxDesi: 50, price: '300.00' },
      ],
    },
    {
      name: 'Yurtiçi Kargo',
      bands: [
        { maxDesi: 5, price: '89.99' },
        { maxDesi: 20, price: '120.00' },
      ],
    },
  ],
  freeShippingThreshold: '5000',
  freightAboveDesi: 100,
};

describe.each(backends)('shipping costs (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  const sql = (): Sql => shop.db.sql;
  let admin: string;
  let customer: string;
  beforeAll(async () => {
    ({ admin, customer } = await adminAndCustomerTokens(sql()));
  });

  const send = (method: string, path: string, body: unknown, token = admin) =>
    sendJsonAs(token, method, `${shop.server.url}${path}`, body);
  const setRates = async (rates: ShippingRatesInput | ({ carriers: [] } & Partial<ShippingRatesInput>)) => {
    const res = await send('PUT', '/api/admin/shipping', { freeShippingThreshold: '500', ...rates });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  };
  /** A product measured as given (weight kg; width × length × height cm). */
  const measured = async (price: string, dims: { weightKg?: number; w?: number; l?: number; h?: number }) => {
    const id = await insertProduct(sql(), { basePrice: price, stock: 1000 });
    const res = await send('PUT', `/api/admin/products/${id}/dimensions`, {
      weightKg: dims.weightKg ?? null,
      widthCm: dims.w ?? null,
      lengthCm: dims.l ?? null,
      heightCm: dims.h ?? null,
    });
    expect(res.status).toBe(200);
    return id;
  };
  const cartOf = async (lines: { productId: number; quantity: number }[]) => {
    const sessionId = newSessionId();
    await insertCart(sql(), { sessionId }, lines);
    return sessionId;
  };
  const quoteOf = async (sessionId: string) =>
    (await (
      await fetch(`${shop.server.url}/api/cart/shipping`, { headers: { 'x-session-id': sessionId } })
    ).json()) as ShippingQuote;
  const checkout = async (sessionId: string, extra: Record<string, unknown> = {}) => {
    const res = await createCheckout(shop.server.url, sessionId, { ...validForm(), ...extra });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const orderOf = async (token: unknown) =>
    (
      await sql()<
        {
          order_number: string;
          subtotal: string;
          tax_amount: string;
          shipping_amount: string;
          shipping_vat_amount: string;
          shipping_vat_rate: number;
          shipping_carrier: string | null;
          delivery: string;
          total_amount: string;
        }[]
      >`SELECT order_number, subtotal, tax_amount, shipping_amount, shipping_vat_amount, shipping_vat_rate,
          shipping_carrier, delivery, total_amount
        FROM orders WHERE payment_token = ${token as string}`
    )[0]!;

  it('refuses bad rates and measures in Turkish, changing nothing, and only for the admin', async () => {
    await setRates({ carriers: [] });
    const bad: [unknown, string][] = [
      [{ ...RATES, carriers: [{ name: 'A', bands: [{ maxDesi: 5, price: '10' }] }] }, m.carrierName],
      [{ ...RATES, carriers: [{ name: 'Aras', bands: [] }] }, m.bandsInvalid],
      [{ ...RATES, carriers: [{ name: 'Aras', bands: [{ maxDesi: 0, price: '10' }] }] }, m.maxDesi],
      [{ ...RATES, carriers: [{ name: 'Aras', bands: [{ maxDesi: 5, price: '-3' }] }] }, m.price],
      [{ ...RATES, carriers: [{ name: 'Aras', bands: [{ maxDesi: 5, price: '1,234' }] }] }, m.price],
      [
        {
          ...RATES,
          carriers: [
            {
              name: 'Aras',
              bands: [
                { maxDesi: 10, price: '10' },
                { maxDesi: 5, price: '20' },
              ],
            },
          ],
        },
        m.bandsOrder,
      ],
      [{ ...RATES, carriers: [RATES.carriers[0], { ...RATES.carriers[0], name: 'aras kargo' }] }, m.duplicateCarrier],
      [{ ...RATES, freeShippingThreshold: 'beş yüz' }, m.freeShippingThreshold],
      [{ ...RATES, freightAboveDesi: -1 }, m.freightAboveDesi],
      [{ ...RATES, carriers: 'Aras' }, m.carriersInvalid],
    ];
    for (const [body, message] of bad) {
      const res = await send('PUT', '/api/admin/shipping', body);
      expect(res.status, message).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    expect((await send('PUT', '/api/admin/shipping', RATES, customer)).status).toBe(403);
    expect((await fetch(`${shop.server.url}/api/admin/shipping`)).status).toBe(401);
    // The generic settings route cannot write the rates around this validation.
    const generic = await fetch(`${shop.server.url}/api/settings/shipping_rates`, {
      method: 'PUT',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      body: JSON.stringify({ value: '{"carriers":"x"}' }),
    });
    expect(generic.status).toBe(400);
    const stored = await (await fetch(`${shop.server.url}/api/admin/shipping`, { headers: bearer(admin) })).json();
    expect(stored).toEqual({ carriers: [], freeShippingThreshold: '500.00', freightAboveDesi: null });

    const id = await insertProduct(sql());
    for (const [body, message] of [
      [{ weightKg: -1 }, m.weightKg],
      [{ weightKg: '1.2345' }, m.weightKg],
      [{ widthCm: 10, lengthCm: 10 }, m.dimensionsIncomplete],
      [{ widthCm: 'on', lengthCm: 10, heightCm: 10 }, m.dimension],
    ] as const) {
      const res = await send('PUT', `/api/admin/products/${id}/dimensions`, body);
      expect(res.status, message).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    expect((await send('PUT', '/api/admin/products/99999999/dimensions', { weightKg: 1 })).status).toBe(404);
    const [row] = await sql()`SELECT weight_kg, width_cm FROM products WHERE id = ${id}`;
    expect(row).toEqual({ weight_kg: null, width_cm: null });
    const ok = await send('PUT', `/api/admin/products/${id}/dimensions`, {
      weightKg: '2,5',
      widthCm: 30,
      lengthCm: 20.5,
      heightCm: 10,
    });
    expect(await ok.json()).toEqual({ weightKg: 2.5, widthCm: 30, lengthCm: 20.5, heightCm: 10 });
  });

  it('with no rates charges nothing, exactly as before', async () => {
    await setRates({ carriers: [] });
    const heavy = await measured('100.00', { weightKg: 500 });
    const sessionId = await cartOf([{ productId: heavy, quantity: 2 }]);
    expect(await quoteOf(sessionId)).toMatchObject({ status: 'none', options: [] });
    const { status, body } = await checkout(sessionId);
    expect(status).toBe(200);
    const o = await orderOf(body.token);
    expect(o).toMatchObject({
      subtotal: '200.00',
      tax_amount: '40.00',
      shipping_amount: '0.00',
      shipping_vat_amount: '0.00',
      shipping_carrier: null,
      delivery: 'ship',
      total_amount: '240.00',
    });
    const view = await (
      await fetch(`${shop.server.url}/api/orders/${o.order_number}`, { headers: { 'x-session-id': sessionId } })
    ).json();
    expect(view.vatBreakdown).toEqual([{ rate: 20, base: '200.00', vat: '40.00' }]);
  });

  it('charges the larger of desi and weight per line, summed, in each carrier’s band, cheapest first', async () => {
    await setRates(RATES);
    // 30 × 20 × 10 / 3000 = 2 desi > 1 kg; 4 kg > 10 × 10 × 10 / 3000 = 0.33 desi.
    const bulky = await measured('100.00', { weightKg: 1, w: 30, l: 20, h: 10 });
    const dense = await measured('50.00', { weightKg: 4, w: 10, l: 10, h: 10 });
    const unmeasured = await insertProduct(sql(), { basePrice: '10.00' });

    // A cart of unmeasured products only ships as before rates existed.
    expect(await quoteOf(await cartOf([{ productId: unmeasured, quantity: 5 }]))).toMatchObject({ status: 'none' });
    const small = await cartOf([
      { productId: bulky, quantity: 1 },
      { productId: unmeasured, quantity: 3 },
    ]);
    expect(await quoteOf(small)).toMatchObject({
      status: 'priced',
      chargeableDesi: '2.00',
      options: [
        { carrier: 'Aras Kargo', amount: '80.00' },
        { carrier: 'Yurtiçi Kargo', amount: '89.99' },
      ],
      vatRate: 20,
    });
    // 2 × 2 + 3 × 4 = 16: the second band, where Yurtiçi is cheaper.
    const mixed = await cartOf([
      { productId: bulky, quantity: 2 },
      { productId: dense, quantity: 3 },
    ]);
    expect(await quoteOf(mixed)).toMatchObject({
      chargeableDesi: '16.00',
      options: [
        { carrier: 'Yurtiçi Kargo', amount: '120.00' },
        { carrier: 'Aras Kargo', amount: '150.00' },
      ],
    });
    // Exactly on a band's limit stays in it: 2 × 2.5 = 5 desi.
    const edge = await measured('10.00', { w: 25, l: 30, h: 10 }); // 2.5 desi
    expect(await quoteOf(await cartOf([{ productId: edge, quantity: 2 }]))).toMatchObject({
      chargeableDesi: '5.00',
      options: [{ carrier: 'Aras Kargo', amount: '80.00' }, { carrier: 'Yurtiçi Kargo' }],
    });
    // Past Yurtiçi's last band (21 desi) only Aras is offered.
    const big = await cartOf([
      { productId: bulky, quantity: 3 },
      { productId: dense, quantity: 3 },
      { productId: edge, quantity: 1 },
    ]);
    expect(await quoteOf(big)).toMatchObject({
      chargeableDesi: '20.50',
      options: [{ carrier: 'Aras Kargo', amount: '300.00' }],
    });
  });

  it('stores the server’s charge with its KDV in the tax, the breakdown and the total; the chosen carrier or the cheapest', async () => {
    await setRates(RATES);
    const p = await measured('100.00', { weightKg: 3 });
    const food = await insertProduct(sql(), { basePrice: '40.00', vatRate: 10 });
    // Cheapest by default (Aras 80.00), a price the client sends is ignored.
    const a = await cartOf([
      { productId: p, quantity: 1 },
      { productId: food, quantity: 1 },
    ]);
    const first = await checkout(a, { shippingAmount: '0.00', totalAmount: '1.00' });
    expect(first.status).toBe(200);
    const o = await orderOf(first.body.token);
    // Lines 100 (20 %) + 40 (10 %); shipping 80 net + 16 KDV.
    expect(o).toMatchObject({
      subtotal: '140.00',
      shipping_amount: '80.00',
      shipping_vat_rate: 20,
      shipping_vat_amount: '16.00',
      shipping_carrier: 'Aras Kargo',
      delivery: 'ship',
      tax_amount: '40.00',
      total_amount: '260.00',
    });
    const view = await (
      await fetch(`${shop.server.url}/api/orders/${o.order_number}`, { headers: { 'x-session-id': a } })
    ).json();
    expect(view).toMatchObject({
      shippingAmount: '80.00',
      taxAmount: '40.00',
      shippingCarrier: 'Aras Kargo',
      delivery: 'ship',
      vatBreakdown: [
        { rate: 20, base: '180.00', vat: '36.00' },
        { rate: 10, base: '40.00', vat: '4.00' },
      ],
    });
    // A named carrier is charged its own price; one not offered for this cart is refused.
    const b = await cartOf([{ productId: p, quantity: 1 }]);
    const chosen = await checkout(b, { carrier: 'Yurtiçi Kargo' });
    expect(await orderOf(chosen.body.token)).toMatchObject({
      shipping_amount: '89.99',
      shipping_vat_amount: '18.00',
      tax_amount: '38.00',
      total_amount: '227.99',
    });
    const unknown = await checkout(await cartOf([{ productId: p, quantity: 1 }]), { carrier: 'Kargo X' });
    expect(unknown).toEqual({ status: 400, body: { message: m.carrier } });
    const bad = await checkout(await cartOf([{ productId: p, quantity: 1 }]), { delivery: 'drone' });
    expect(bad).toEqual({ status: 400, body: { message: m.delivery } });
  });

  it('is free at or over the threshold (goods with KDV) and just below it is charged', async () => {
    await setRates({ ...RATES, freeShippingThreshold: '600' });
    const p = await measured('250.00', { weightKg: 1 });
    // 2 × 250 = 500 + 100 KDV = 600: free.
    const at = await cartOf([{ productId: p, quantity: 2 }]);
    expect(await quoteOf(at)).toMatchObject({ status: 'free', freeShippingThreshold: '600.00', options: [] });
    const free = await checkout(at);
    expect(await orderOf(free.body.token)).toMatchObject({
      shipping_amount: '0.00',
      shipping_carrier: null,
      total_amount: '600.00',
    });
    await setRates({ ...RATES, freeShippingThreshold: '600.01' });
    expect(await quoteOf(at)).toMatchObject({ status: 'priced' });
  });

  it('above the freight limit refuses a shipped order in Turkish and lets the buyer collect it from the store', async () => {
    await setRates(RATES);
    const drum = await measured('4000.00', { weightKg: 120, w: 80, l: 80, h: 60 }); // 128 desi
    const sessionId = await cartOf([{ productId: drum, quantity: 1 }]);
    // Over the free threshold too: a cable drum does not travel free.
    expect(await quoteOf(sessionId)).toMatchObject({ status: 'freight', chargeableDesi: '128.00', options: [] });
    const shipped = await checkout(sessionId);
    expect(shipped).toEqual({ status: 400, body: { message: m.freight('128.00') } });
    expect(m.freight('128.00')).toContain('128,00 desi');
    expect(
      (
        await sql()`SELECT count(*)::int AS n FROM orders WHERE customer_email LIKE 'ayse.%' AND total_amount = 4800`
      )[0]!.n,
    ).toBe(0);
    const pickup = await checkout(sessionId, { delivery: 'pickup' });
    expect(pickup.status).toBe(200);
    expect(await orderOf(pickup.body.token)).toMatchObject({
      delivery: 'pickup',
      shipping_amount: '0.00',
      shipping_carrier: null,
      total_amount: '4800.00',
    });
    // Beyond every band with no freight limit set is freight by quote too (50 desi is Aras's last band).
    await setRates({ ...RATES, freightAboveDesi: null });
    expect(await quoteOf(sessionId)).toMatchObject({ status: 'freight' });
  });

  it('a bank transfer takes its discount off the goods, never off the shipping', async () => {
    await setRates(RATES);
    const put = (key: string, value: string) => send('PUT', `/api/settings/${key}`, { value });
    expect(
      (
        await put(
          'bank_accounts',
          JSON.stringify([
            { bankName: 'Ziraat Bankası', iban: 'TR33 0006 1005 1978 6457 8413 26', accountHolder: 'Ankara Elektrik' },
          ]),
        )
      ).status,
    ).toBe(200);
    expect((await put('payment_bank_transfer_enabled', 'true')).status).toBe(200);
    expect((await put('bank_transfer_discount', '10')).status).toBe(200);
    const p = await measured('100.00', { weightKg: 1 });
    const sessionId = await cartOf([{ productId: p, quantity: 1 }]);
    const res = await checkout(sessionId, { paymentMethod: 'bank_transfer' });
    expect(res.status).toBe(200);
    const [o] = await sql()`
      SELECT subtotal, discount_amount, tax_amount, shipping_amount, shipping_vat_amount, total_amount
      FROM orders WHERE order_number = ${res.body.orderNumber as string}`;
    // 100 − 10 = 90 net + 18 KDV; shipping 80 + 16 KDV.
    expect(o).toEqual({
      subtotal: '100.00',
      discount_amount: '10.00',
      tax_amount: '34.00',
      shipping_amount: '80.00',
      shipping_vat_amount: '16.00',
      total_amount: '204.00',
    });
    expect((await put('payment_bank_transfer_enabled', 'false')).status).toBe(200);
  });
});
