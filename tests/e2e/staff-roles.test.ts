import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { adminToken, openAdmin } from './admin-helpers.ts';
import { fillLogin, newCustomer, openShop, waitForIsland } from './shop-helpers.ts';

// Staff with their own rights (issue 50): the owner adds an order clerk in 'Kullanıcılar'; the
// clerk signs in, sees the sales tabs only, no owner's control inside them, and the API refuses a
// product route in Turkish.
const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

describe('staff roles in Chromium', () => {
  it("lets the owner add an 'orders' member who sees no Ürünler, Ayarlar, stock threshold or price-group select and is refused a product route", async () => {
    const owner = await browser.newPage();
    await openAdmin(owner, (await adminToken())!, 'settings');
    const card = owner.getByRole('region', { name: 'Kullanıcılar' });
    const add = card.getByRole('button', { name: 'Kullanıcı Ekle' });
    await waitForIsland(add);
    await add.click();
    const dialog = owner.getByRole('dialog', { name: 'Kullanıcı Ekle' });
    const username = `siparis_${randomBytes(3).toString('hex')}`;
    const password = 'Kablo-Pano-2026!';
    await dialog.getByLabel('Ad Soyad').fill('Selin Aydın');
    await dialog.getByLabel('E-posta').fill(`${username}@firma.com.tr`);
    await dialog.getByLabel('Kullanıcı adı (girişte)').fill(username);
    await dialog.getByLabel('Yetki').selectOption({ label: 'Sipariş sorumlusu' });
    await dialog.getByLabel('İlk şifre').fill(password);
    await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
    await card.getByText(`${username} · ${username}@firma.com.tr`).waitFor();
    expect(await card.getByLabel('Selin Aydın yetkisi').inputValue()).toBe('orders');

    const clerk = await browser.newPage();
    await openShop(clerk);
    await clerk.getByRole('button', { name: 'Giriş / Kayıt' }).click();
    await fillLogin(clerk, username, password);
    await clerk.waitForFunction(() => localStorage.getItem('authToken') !== null);
    await clerk.goto('/admin');
    await clerk.getByRole('tab', { selected: true }).waitFor();
    const tabs = await clerk.getByRole('tab').allTextContents();
    expect(tabs).toContain('Siparişler');
    expect(tabs).toContain('Müşteriler');
    expect(tabs).not.toContain('Ürünler');
    expect(tabs).not.toContain('Ayarlar');
    expect(tabs).not.toContain('Kategoriler');

    // Inside a panel the clerk may open, a control whose route is the owner's is not shown:
    // the low-stock list is there, its threshold (a shop setting) is not.
    await clerk.getByRole('tab', { name: 'Özet' }).click();
    await clerk.getByRole('heading', { name: /Az stoklu ürünler/ }).waitFor();
    expect(await clerk.getByLabel('Az stok eşiği').count()).toBe(0);
    // A customer's price group is named to them, never offered as a select (it is the owner's).
    const shopper = newCustomer();
    const registered = await clerk.request.post('/api/auth/register', {
      data: { ...shopper, fullName: 'Ferhat Koç', kvkkConsent: true, emailMarketingConsent: false },
    });
    expect(registered.ok()).toBe(true);
    await clerk.getByRole('tab', { name: 'Müşteriler' }).click();
    const search = clerk.getByRole('searchbox', { name: 'Müşteri ara' });
    await waitForIsland(search);
    await search.fill(shopper.email);
    const row = clerk.getByRole('listitem').filter({ hasText: shopper.email });
    await row.getByText('Fiyat grubu: Grup yok (liste fiyatı)').waitFor();
    expect(await row.getByLabel('Ferhat Koç fiyat grubu').count()).toBe(0);

    const answer = await clerk.evaluate(async () => {
      const res = await fetch('/api/admin/products/table', {
        headers: { authorization: `Bearer ${localStorage.getItem('authToken')}` },
      });
      return { status: res.status, body: (await res.json()) as unknown };
    });
    expect(answer).toEqual({ status: 403, body: { message: 'Bu işlem için yetkiniz yok' } });
  });
});
