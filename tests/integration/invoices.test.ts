import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { corporate, insertProduct, validForm } from '../helpers/checkout-fixtures.ts';
import { checkoutCart, paymentCallback, paySandbox } from '../helpers/order-flow.ts';
import { checkInvoices } from '../helpers/ubl-tr.ts';
import { issueDueInvoices, MAX_ATTEMPTS } from '#api/features/invoices/issue-invoices.ts';
import { createLocalProvider } from '#api/features/invoices/local-provider.ts';
import { InvoiceProviderError, type InvoiceProvider } from '#api/features/invoices/provider-types.ts';
import { nextInvoiceNumber } from '#api/features/invoices/numbering.ts';
import { toKurus } from '#api/shared/money.ts';
import { saveShippingRates } from '#api/features/shipping/shipping-settings.ts';
import { NO_SHIPPING_RATES } from '#api/features/shipping/schemas.ts';
import type { AppContext } from '#api/core/context.ts';

const backends = runsOn('both');

const parse = (xml: string) =>
  new XMLParser({ ignoreAttributes: false, removeNSPrefix: true, parseTagValue: false }).parse(xml).Invoice as Record<
    string,
    never
  >;

/** A provider that keeps what it was given, fails the first `failures` calls, and may know e-Fatura users. */
function recordingProvider(o: { failures?: number; registered?: string[]; delayMs?: number } = {}) {
  const issued: string[] = [];
  let failures = o.failures ?? 0;
  const provider: InvoiceProvider = {
    name: 'local',
    test: true,
    isEFaturaUser: async (vkn) => (o.registered ?? []).includes(vkn),
    issue: async (doc) => {
      if (o.delayMs) await new Promise((r) => setTimeout(r, o.delayMs));
      if (failures-- > 0) throw new InvoiceProviderError('Entegratör şu an yanıt vermiyor');
      issued.push(doc.uuid);
      return { reference: `ref-${doc.uuid}` };
    },
    cancel: async () => 'cancelled',
  };
  return { provider, issued };
}

describe.each(backends)('invoices for paid orders (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  const ctx = () => shop.server.ctx;

  async function paidOrder(
    lines: { rate: number; price: string; quantity: number; weightKg?: string }[],
    form: Record<string, unknown> = {},
  ) {
    const products = [];
    for (const l of lines) {
      const productId = await insertProduct(shop.db.sql, { basePrice: l.price, vatRate: l.rate });
      // A measured product is charged shipping when rates are set (decision 0314).
      if (l.weightKg) await shop.db.sql`UPDATE products SET weight_kg = ${l.weightKg} WHERE id = ${productId}`;
      products.push({ productId, quantity: l.quantity });
    }
    const order = await checkoutCart(shop, products, { ...validForm(), ...form });
    await paySandbox(shop, order.token);
    await paymentCallback(shop, order.token);
    return order;
  }
  const invoicesOf = (orderId: number) =>
    shop.db.sql<
      {
        id: number;
        status: string;
        profile: string | null;
        number: string | null;
        uuid: string | null;
        xml: string | null;
        attempts: number;
        last_error: string | null;
        next_attempt_at: Date;
      }[]
    >`SELECT id, status, profile, number, uuid, xml, attempts, last_error, next_attempt_at FROM invoices WHERE order_id = ${orderId} ORDER BY id`;
  const orderTotal = async (orderId: number) =>
    toKurus(
      (await shop.db.sql<{ total_amount: string }[]>`SELECT total_amount FROM orders WHERE id = ${orderId}`)[0]!
        .total_amount,
    );
  // Other tests' waiting invoices are pushed out of the way, so each run sees only its own.
  const only = async (orderIds: number[]) =>
    shop.db
      .sql`UPDATE invoices SET next_attempt_at = now() + interval '1 year' WHERE status = 'waiting' AND order_id <> ALL(${orderIds})`;

  const issuedXml: { name: string; xml: string }[] = [];

  it('gives a paid order exactly one invoice, whose totals per rate are the order figures to the kuruş', async () => {
    const order = await paidOrder(
      [
        { rate: 20, price: '10.35', quantity: 3 },
        { rate: 10, price: '7.99', quantity: 2 },
        { rate: 0, price: '125.00', quantity: 1 },
      ],
      { identityNumber: '10000000146' },
    );
    expect(await invoicesOf(order.id)).toMatchObject([{ status: 'waiting', number: null }]);
    await only([order.id]);
    const run = await issueDueInvoices(ctx(), createLocalProvider());
    expect(run).toEqual({ issued: 1, retrying: 0, failed: 0 });
    expect(await issueDueInvoices(ctx(), createLocalProvider())).toEqual({ issued: 0, retrying: 0, failed: 0 });
    const [inv, ...more] = await invoicesOf(order.id);
    expect(more).toEqual([]);
    expect(inv).toMatchObject({ status: 'issued', profile: 'EARSIVFATURA' });
    expect(inv!.number).toMatch(/^ARS20\d{2}\d{9}$/);
    expect(inv!.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const xml = parse(inv!.xml!) as Record<string, any>;
    expect(toKurus(xml.LegalMonetaryTotal.PayableAmount['#text'])).toBe(await orderTotal(order.id));
    const [o] = await shop.db.sql<
      { tax_amount: string; subtotal: string }[]
    >`SELECT tax_amount, subtotal FROM orders WHERE id = ${order.id}`;
    expect(xml.TaxTotal.TaxAmount['#text']).toBe(o!.tax_amount);
    expect(xml.LegalMonetaryTotal.LineExtensionAmount['#text']).toBe(o!.subtotal);
    expect(xml.TaxTotal.TaxSubtotal.map((s: { Percent: string }) => s.Percent)).toEqual(['20', '10', '0']);
    expect(xml.AccountingCustomerParty.Party.PartyIdentification.ID).toEqual({
      '@_schemeID': 'TCKN',
      '#text': '10000000146',
    });
    issuedXml.push({ name: 'individual-mixed-rates', xml: inv!.xml! });
  });

  it('invoices a registered firm by e-Fatura and an unregistered one by e-Arşiv, with VKN and tax office', async () => {
    const registered = await paidOrder([{ rate: 20, price: '450.00', quantity: 2 }], corporate);
    const unregistered = await paidOrder([{ rate: 20, price: '99.90', quantity: 1 }], {
      ...corporate,
      taxNumber: '4820173363',
    });
    await only([registered.id, unregistered.id]);
    const { provider } = recordingProvider({ registered: ['9029589240'] });
    expect(await issueDueInvoices(ctx(), provider)).toMatchObject({ issued: 2 });
    const [efatura] = await invoicesOf(registered.id);
    const [earsiv] = await invoicesOf(unregistered.id);
    expect(efatura).toMatchObject({ status: 'issued', profile: 'TEMELFATURA' });
    expect(efatura!.number).toMatch(/^EFT/);
    expect(earsiv).toMatchObject({ status: 'issued', profile: 'EARSIVFATURA' });
    const party = (parse(efatura!.xml!) as Record<string, any>).AccountingCustomerParty.Party;
    expect(party.PartyIdentification.ID).toEqual({ '@_schemeID': 'VKN', '#text': '9029589240' });
    expect(party.PartyTaxScheme.TaxScheme.Name).toBe('Ostim');
    expect(party.PartyName.Name).toBe('Yılmaz Elektrik Ltd. Şti.');
    issuedXml.push({ name: 'corporate-efatura', xml: efatura!.xml! }, { name: 'corporate-earsiv', xml: earsiv!.xml! });
  });

  it('adds the shipping charge the order stored, with its KDV, and still matches the order total', async () => {
    // A 'Kargo' rate for this order only (decision 0315): 41.58 net + 8.32 KDV at 20 %.
    await saveShippingRates(shop.db.sql, {
      carriers: [{ name: 'Aras Kargo', bands: [{ maxDesi: 10, price: '41.58' }] }],
      freeShippingThreshold: '10000.00',
      freightAboveDesi: null,
    });
    const order = await paidOrder([{ rate: 10, price: '40.00', quantity: 1, weightKg: '2' }]).finally(() =>
      saveShippingRates(shop.db.sql, NO_SHIPPING_RATES),
    );
    await only([order.id]);
    expect(await issueDueInvoices(ctx(), createLocalProvider())).toMatchObject({ issued: 1 });
    const [inv] = await invoicesOf(order.id);
    const xml = parse(inv!.xml!) as Record<string, any>;
    const shipping = xml.InvoiceLine.find((l: { Item: { Name: string } }) => l.Item.Name === 'Kargo');
    expect(shipping.LineExtensionAmount['#text']).toBe('41.58');
    expect(shipping.TaxTotal.TaxAmount['#text']).toBe('8.32');
    expect(toKurus(xml.LegalMonetaryTotal.PayableAmount['#text'])).toBe(await orderTotal(order.id));
    const [o] = await shop.db.sql<{ tax_amount: string }[]>`SELECT tax_amount FROM orders WHERE id = ${order.id}`;
    // The order's KDV (4.00 on the goods + 8.32 on shipping) is the invoice's, per rate too.
    expect(o!.tax_amount).toBe('12.32');
    expect(xml.TaxTotal.TaxAmount['#text']).toBe(o!.tax_amount);
    expect(xml.TaxTotal.TaxSubtotal.map((s: { Percent: string }) => s.Percent)).toEqual(['20', '10']);
    issuedXml.push({ name: 'shipping', xml: inv!.xml! });
  });

  it('retries with growing back-off after the integrator fails, resending the same number and ETTN', async () => {
    const order = await paidOrder([{ rate: 20, price: '12.00', quantity: 1 }]);
    await only([order.id]);
    const { provider, issued } = recordingProvider({ failures: 2 });
    let now = new Date();
    expect(await issueDueInvoices(ctx(), provider, () => now)).toEqual({ issued: 0, retrying: 1, failed: 0 });
    const [first] = await invoicesOf(order.id);
    expect(first).toMatchObject({ status: 'waiting', attempts: 1, last_error: 'Entegratör şu an yanıt vermiyor' });
    expect(first!.next_attempt_at.getTime() - now.getTime()).toBe(60_000);
    // Not due yet: nothing happens.
    expect(await issueDueInvoices(ctx(), provider, () => now)).toEqual({ issued: 0, retrying: 0, failed: 0 });
    now = new Date(now.getTime() + 61_000);
    expect(await issueDueInvoices(ctx(), provider, () => now)).toEqual({ issued: 0, retrying: 1, failed: 0 });
    const [second] = await invoicesOf(order.id);
    expect(second!.next_attempt_at.getTime() - now.getTime()).toBe(5 * 60_000);
    now = new Date(now.getTime() + 5 * 60_000 + 1000);
    expect(await issueDueInvoices(ctx(), provider, () => now)).toEqual({ issued: 1, retrying: 0, failed: 0 });
    const [done] = await invoicesOf(order.id);
    expect(done).toMatchObject({
      status: 'issued',
      number: first!.number,
      uuid: first!.uuid,
      attempts: 3,
      last_error: null,
    });
    expect(issued).toEqual([first!.uuid]);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts and marks the invoice failed`, async () => {
    const order = await paidOrder([{ rate: 20, price: '12.00', quantity: 1 }]);
    await only([order.id]);
    const { provider } = recordingProvider({ failures: 100 });
    let now = new Date();
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await issueDueInvoices(ctx(), provider, () => now);
      now = new Date(now.getTime() + 24 * 60 * 60_000);
    }
    expect(await invoicesOf(order.id)).toMatchObject([{ status: 'failed', attempts: MAX_ATTEMPTS }]);
  });

  it('issues each invoice exactly once when two instances run the job at the same time', async () => {
    const orders = [];
    for (let i = 0; i < 6; i++) orders.push(await paidOrder([{ rate: 20, price: `${10 + i}.00`, quantity: 1 }]));
    await only(orders.map((o) => o.id));
    const { provider, issued } = recordingProvider({ delayMs: 30 });
    const instance = (): AppContext => ({ ...ctx() });
    const runs = await Promise.all([issueDueInvoices(instance(), provider), issueDueInvoices(instance(), provider)]);
    expect(runs[0]!.issued + runs[1]!.issued).toBe(6);
    expect(new Set(issued).size).toBe(6);
    expect(issued).toHaveLength(6);
    for (const o of orders) expect(await invoicesOf(o.id)).toMatchObject([{ status: 'issued' }]);
  });

  it('numbers without gaps per series and year under concurrent transactions, some rolled back', async () => {
    const series = backend === 'postgres' ? 'TSP' : 'TSG';
    const at = new Date();
    const attempts = Array.from({ length: 40 }, (_, i) =>
      shop.db.sql
        .begin(async (tx) => {
          const number = await nextInvoiceNumber(tx, series, at);
          await new Promise((r) => setTimeout(r, 2));
          if (i % 4 === 3) throw new Error('rolled back');
          return number;
        })
        .catch(() => null),
    );
    const numbers = (await Promise.all(attempts)).filter((n): n is string => n !== null).sort();
    const year = numbers[0]!.slice(3, 7);
    expect(numbers).toEqual(Array.from({ length: 30 }, (_, i) => `${series}${year}${String(i + 1).padStart(9, '0')}`));
  });

  it('queues no second sales invoice for an order, whatever confirms it again', async () => {
    const order = await paidOrder([{ rate: 20, price: '5.00', quantity: 1 }]);
    await expect(shop.db.sql`INSERT INTO invoices (order_id) VALUES (${order.id})`).rejects.toThrow(
      /invoices_one_sale_per_order/,
    );
  });

  it('passes the UBL 2.1 XSD and GİB schematron with every invoice issued above', async () => {
    expect(issuedXml.map((d) => d.name)).toEqual([
      'individual-mixed-rates',
      'corporate-efatura',
      'corporate-earsiv',
      'shipping',
    ]);
    const findings = await checkInvoices(issuedXml);
    for (const [name, f] of Object.entries(findings)) expect({ name, ...f }).toEqual({ name, xsd: [], schematron: [] });
  }, 120_000);
});
