import { beforeAll, describe, expect, it } from 'vitest';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { runsOn } from '../helpers/databases.ts';
import { adminAndCustomerTokens } from '../helpers/admin-session.ts';
import { call } from '../helpers/api-calls.ts';
import { INVOICE_SETTING_MESSAGES as m } from '#api/features/invoices/settings-schemas.ts';
import { invoiceSettings } from '#api/features/invoices/seller.ts';
import { issueDueInvoices } from '#api/features/invoices/issue-invoices.ts';
import { createLocalProvider } from '#api/features/invoices/local-provider.ts';
import { insertProduct, validForm } from '../helpers/checkout-fixtures.ts';
import { checkoutCart, paymentCallback, paySandbox } from '../helpers/order-flow.ts';
import { checkInvoices } from '../helpers/ubl-tr.ts';

const backends = runsOn('pglite');

describe.each(backends)("the seller's e-invoice settings (%s)", (backend) => {
  const shop = useShopUnderTest(backend);
  let admin: string;
  const put = (key: string, value: string, token = admin) =>
    call(shop.server.url, 'PUT', `/api/settings/${key}`, { token, body: { value } });
  beforeAll(async () => {
    ({ admin } = await adminAndCustomerTokens(shop.db.sql));
  });

  it('are missing at first, and the documents use GİB’s test taxpayer meanwhile', async () => {
    const first = await invoiceSettings(shop.db.sql, shop.server.ctx.config.siteUrl);
    expect(first.missing).toEqual([
      'invoice_seller_tax_number',
      'invoice_seller_tax_office',
      'invoice_seller_city',
      'invoice_seller_district',
    ]);
    expect(first.seller.id).toBe('1234567801');
  });

  it('refuses what GİB would refuse, in Turkish, and stores nothing', async () => {
    const cases: Array<[string, string, string]> = [
      ['invoice_seller_tax_number', '1234567891', m.taxNumber],
      ['invoice_seller_tax_number', '12345678901', m.taxNumber],
      ['invoice_seller_city', 'Ankaraa', m.city],
      ['invoice_seller_postal_code', '0610', m.postalCode],
      ['invoice_series_earsiv', 'AB1', m.series],
      ['invoice_series_efatura', 'abcd', m.series],
      ['invoice_issue_on', 'delivery', m.issueOn],
      ['invoice_carrier_vkn_aras_kargo', '1234567891', m.carrierTaxNumber],
      ['invoice_carrier_vkn_aras_kargo', '10000000146', m.carrierTaxNumber],
      ['invoice_carrier_place_aras_kargo', 'İstanbul', m.carrierPlace],
      ['invoice_carrier_place_aras_kargo', 'Istanbull / Esenyurt', m.carrierPlace],
      ['invoice_carrier_place_aras_kargo', 'İstanbul / Esenyurt / Merkez', m.carrierPlace],
    ];
    for (const [key, value, message] of cases) {
      const res = await put(key, value);
      expect([key, res.status, res.json.message]).toEqual([key, 400, message]);
    }
    const [{ n }] = await shop.db.sql<
      [{ n: number }]
    >`SELECT count(*)::int AS n FROM settings WHERE key LIKE 'invoice_%'`;
    expect(n).toBe(0);
    const customer = (await adminAndCustomerTokens(shop.db.sql)).customer;
    expect((await put('invoice_seller_tax_number', '4840847211', customer)).status).toBe(403);
  });

  it('are what the invoices name once the admin sets them, and a blank value unsets one', async () => {
    const values: Record<string, string> = {
      invoice_seller_tax_number: '4840847211',
      invoice_seller_tax_office: 'Ostim',
      invoice_seller_city: 'Ankara',
      invoice_seller_district: 'Yenimahalle',
      invoice_seller_postal_code: '06374',
      invoice_series_earsiv: 'AEM',
      invoice_series_efatura: 'EFA',
      invoice_issue_on: 'shipping',
    };
    for (const [key, value] of Object.entries(values)) expect((await put(key, value)).status).toBe(200);
    const set = await invoiceSettings(shop.db.sql, shop.server.ctx.config.siteUrl);
    expect(set.missing).toEqual([]);
    expect(set.seller).toMatchObject({
      id: '4840847211',
      scheme: 'VKN',
      taxOffice: 'Ostim',
      city: 'Ankara',
      postalCode: '06374',
    });
    expect(set.series).toEqual({ earsiv: 'AEM', efatura: 'EFA' });
    expect(set.issueOn).toBe('shipping');
    expect((await put('invoice_series_efatura', '')).status).toBe(200);
    expect((await invoiceSettings(shop.db.sql, shop.server.ctx.config.siteUrl)).series.efatura).toBe('EFT');
  });

  it("names a shipped order's carrier with its VKN and office on the e-Arşiv invoice once the admin set them", async () => {
    for (const [key, value] of Object.entries({
      invoice_issue_on: 'shipping',
      invoice_carrier_vkn_aras_kargo: '9029589240',
      invoice_carrier_place_aras_kargo: ' İstanbul / Esenyurt ',
      invoice_carrier_vkn_mng_kargo: '4840847211',
    }))
      expect((await put(key, value)).status).toBe(200);
    // MNG has no office set: it is named in the note only.
    expect(Object.keys((await invoiceSettings(shop.db.sql, '')).carriers)).toEqual(['Aras Kargo']);

    const shipped = async (carrier: string) => {
      const productId = await insertProduct(shop.db.sql, { basePrice: '100.00' });
      const order = await checkoutCart(shop, [{ productId, quantity: 1 }], validForm());
      await paySandbox(shop, order.token);
      await paymentCallback(shop, order.token);
      const res = await call(shop.server.url, 'POST', `/api/admin/orders/${order.id}/status`, {
        token: admin,
        body: { status: 'shipped', carrier, trackingNumber: 'TAKIP123' },
      });
      expect(res.status).toBe(200);
      await shop.db.sql`UPDATE invoices SET next_attempt_at = now() + interval '1 year'
        WHERE status = 'waiting' AND order_id <> ${order.id}`;
      await issueDueInvoices(shop.server.ctx, createLocalProvider());
      const [inv] = await shop.db.sql<{ xml: string }[]>`SELECT xml FROM invoices WHERE order_id = ${order.id}`;
      return inv!.xml;
    };
    const aras = await shipped('Aras Kargo');
    expect(aras).toMatch(
      /<cac:CarrierParty>[\s\S]*<cbc:ID schemeID="VKN">9029589240<\/cbc:ID>[\s\S]*<cbc:Name>Aras Kargo<\/cbc:Name>[\s\S]*<cbc:CitySubdivisionName>Esenyurt<\/cbc:CitySubdivisionName>[\s\S]*<cbc:CityName>İstanbul<\/cbc:CityName>[\s\S]*<\/cac:CarrierParty>/,
    );
    expect(aras).toContain('<cbc:ActualDespatchDate>');
    const mng = await shipped('MNG Kargo');
    expect(mng).not.toContain('CarrierParty');
    expect(mng).toContain('Kargo firması: MNG Kargo');
    const findings = await checkInvoices([
      { name: 'aras', xml: aras },
      { name: 'mng', xml: mng },
    ]);
    expect(findings).toEqual({ aras: { xsd: [], schematron: [] }, mng: { xsd: [], schematron: [] } });
  }, 120_000);
});
