import { beforeAll, describe, expect, it } from 'vitest';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { backends } from '../helpers/databases.ts';
import { adminAndCustomerTokens } from '../helpers/admin-session.ts';
import { call } from '../helpers/api-calls.ts';
import { INVOICE_SETTING_MESSAGES as m } from '#api/schemas/invoice-settings.ts';
import { invoiceSettings } from '#api/invoices/seller.ts';

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
});
