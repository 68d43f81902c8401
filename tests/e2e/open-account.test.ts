import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './browser.ts';
import { adminToken, openAdmin, productAt } from './admin-helpers.ts';
import { fillCheckoutForm } from './checkout-form.ts';
import { openShop } from './shop-helpers.ts';
import { seriousViolations } from './axe.ts';
import { registerCustomer } from '../helpers/account-fixtures.ts';

const browser = useBrowser();
let token: string;
const asAdmin = async (method: string, path: string, body: unknown) => {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
};
beforeAll(async () => {
  await browser.start();
  token = (await adminToken())!;
  await asAdmin('PUT', '/api/settings/payment_open_account_enabled', { value: 'true' });
});
// The other files share this shop: they find it as it was, without open account.
afterAll(async () => {
  await asAdmin('PUT', '/api/settings/payment_open_account_enabled', { value: 'false' });
  await browser.stop();
});

describe('an open-account checkout in Chromium', () => {
  it(
    'the admin opens the account in Müşteriler, the trade customer orders on account, the statement shows the order, a payment and a refund',
    { timeout: 180_000 },
    async () => {
      // An approved trade customer (application and approval through the API).
      const customer = await registerCustomer(baseUrl(), { fullName: 'Cari Müşteri' });
      const company = `Cari Elektrik ${Date.now().toString(36)} Ltd. Şti.`;
      const apply = await fetch(`${baseUrl()}/api/account/trade-application`, {
        method: 'POST',
        headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          companyName: company,
          taxNumber: '1234567890',
          taxOffice: 'Ostim',
          phone: '0312 385 00 00',
        }),
      });
      expect(apply.status).toBe(201);
      const group = await asAdmin('POST', '/api/admin/price-groups', {
        name: `Cari ${Date.now()}`,
        discountPercent: 0,
      });
      const { applications } = await asAdmin(
        'GET',
        `/api/admin/trade-applications?search=${encodeURIComponent(customer.email)}`,
        undefined,
      );
      await asAdmin('POST', `/api/admin/trade-applications/${applications[0].id}/approve`, { priceGroupId: group.id });

      // The admin gives it a limit and a term in the customer's 'Cari Hesap' dialog.
      const admin = await browser.newPage();
      await openAdmin(admin, token, 'customers');
      await admin.getByLabel('Müşteri ara').fill(customer.email);
      await admin.getByRole('button', { name: 'Cari Hesap: Cari Müşteri' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Cari Hesap: Cari Müşteri' });
      await dialog.getByLabel('Kredi Limiti (₺)').fill('10.000');
      await dialog.getByLabel('Vade (gün)').fill('30');
      await dialog.getByRole('button', { name: 'Cari Hesap Aç' }).click();
      await admin.getByRole('status').filter({ hasText: 'Cari hesap koşulları kaydedildi' }).waitFor();
      await dialog.getByText('₺10.000,00').first().waitFor();
      expect(await seriousViolations(admin)).toEqual([]);

      // The customer checks out on account: confirmed at once, due in 30 days.
      const productId = await productAt(token, 'Sıva Altı Buat', '250.00', '20');
      const shop = await browser.newPage();
      await openShop(shop, '/urunler');
      await shop.evaluate((t) => localStorage.setItem('authToken', t), customer.token);
      await fetch(`${baseUrl()}/api/cart/items`, {
        method: 'POST',
        headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ productId, quantity: 2 }),
      });
      await shop.goto('/checkout');
      await shop.getByRole('radio', { name: 'Cari Hesap (Açık Hesap)' }).check();
      await shop.getByText('Kullanılabilir limitiniz: ₺10.000,00.', { exact: false }).waitFor();
      await fillCheckoutForm(shop);
      await shop.getByRole('button', { name: 'Siparişi Onayla', exact: true }).click();
      await shop.waitForURL(/\/siparis\/[A-Z2-7]{12}$/);
      const orderNumber = new URL(shop.url()).pathname.split('/').at(-1)!;
      await shop.getByText('Onaylandı', { exact: true }).first().waitFor();
      await shop.getByText(/Cari hesap · son ödeme tarihi/).waitFor();

      // 'Cari Hesap' in /hesabim: the order's line and what is left of the limit.
      await shop.goto('/hesabim#cari-hesap');
      const table = shop.getByRole('table', { name: 'Cari hesap hareketleri' });
      await table.getByText(orderNumber).waitFor();
      await shop.getByText('₺9.400,00').first().waitFor(); // 10 000 − 600
      expect(await seriousViolations(shop)).toEqual([]);

      // The admin records a payment; the customer's statement shows it.
      await dialog.getByLabel('Tutar (₺)').fill('250,50');
      await dialog.getByLabel('Açıklama').fill('EFT Halkbank');
      await dialog.getByRole('button', { name: 'Ödemeyi Kaydet' }).click();
      await admin.getByRole('status').filter({ hasText: 'Cari hesap ödemesi kaydedildi' }).waitFor();
      await shop.reload();
      await shop.getByRole('table', { name: 'Cari hesap hareketleri' }).getByText('EFT Halkbank').waitFor();
      await shop.getByText('₺349,50').first().waitFor();

      // A refund of 100 TL from the order's usual refund form goes onto the account.
      await admin.keyboard.press('Escape');
      await openAdmin(admin, token, 'orders');
      await admin.getByLabel('Sipariş ara').fill(orderNumber);
      await admin.getByRole('button', { name: `${orderNumber} siparişinin ayrıntıları` }).click();
      const refund = admin.getByRole('form', { name: 'İade ve iptal' });
      await refund.getByText('iade tutarı müşterinin cari hesap bakiyesinden düşülür', { exact: false }).waitFor();
      await refund.getByLabel('İade Tutarı (₺)').fill('100');
      await refund.getByRole('button', { name: 'İade Et' }).click();
      await admin.getByRole('status').filter({ hasText: 'İade yapıldı' }).waitFor();
      await shop.reload();
      await shop.getByRole('table', { name: 'Cari hesap hareketleri' }).getByText('İade', { exact: true }).waitFor();
      await shop.getByText('₺249,50').first().waitFor();
    },
  );
});
