import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser.ts';
import { mailsContaining, openAdmin, pngUpload, useAdminBrowser, waitForPublished } from './admin-helpers.ts';

const signedIn = useAdminBrowser();
const { browser } = signedIn;

describe('admin access in Chromium', () => {
  it('sends a guest from /admin to / with "Erişim Engellendi"', async () => {
    const page = await browser.newPage();
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');
    const toast = page.getByRole('alert');
    await expect.poll(() => toast.textContent(), { timeout: 15_000 }).toContain('Erişim Engellendi');
    expect(await toast.textContent()).toContain('Bu sayfaya erişim yetkiniz bulunmamaktadır.');
  });

  it('has no site header on /admin and is in Turkish', async () => {
    const res = await fetch(`${baseUrl()}/admin`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('lang="tr"');
    expect(html).not.toContain('<header class="sticky');
  });
});

// These need POST /api/auth/login (accounts issue); they skip until it is merged.
describe('admin panels as an admin', () => {
  it(
    'creates a category and a product with two variants and an image, sees it on /urunler, edits and deletes it',
    { timeout: 120_000 },
    async ({ skip }) => {
      if (!signedIn.token) return skip();
      const page = await browser.newPage();
      await openAdmin(page, signedIn.token, 'categories');
      await page.getByRole('button', { name: /Yeni Kategori/ }).click();
      const catDialog = page.getByRole('dialog');
      await catDialog.getByLabel('Kategori Adı').fill('Deneme Işıklandırma');
      expect(await catDialog.getByLabel('URL Slug').inputValue()).toBe('deneme-isiklandirma');
      await catDialog.getByRole('button', { name: 'Kategori Ekle' }).click();
      await page.getByRole('status').filter({ hasText: 'Kategori oluşturuldu' }).waitFor();

      await page.getByRole('tab', { name: 'Ürünler' }).click();
      await page.getByRole('button', { name: /Yeni Ürün/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Yeni Ürün Ekle' });
      await dialog.getByLabel('Ürün Adı *').fill('Test Şalter Çift Kutuplu');
      expect(await dialog.getByLabel('URL Slug *').inputValue()).toBe('test-salter-cift-kutuplu');
      await dialog.getByLabel('Kısa Açıklama').fill('E2E deneme ürünü');
      await dialog.getByLabel('Deneme Işıklandırma').check();
      await dialog.getByLabel('Fiyat (₺) *').fill('149.90');
      await dialog.getByLabel('Stok Miktarı *').fill('25');
      // The dialog's sections are tabs (decision 0407): the variants and images have their own.
      await dialog.getByRole('tab', { name: 'Seçenekler' }).click();
      for (const [i, [name, price]] of [
        ['16 A', '149.90'],
        ['25 A', '189.90'],
      ].entries()) {
        await dialog.getByRole('button', { name: /Seçenek Ekle/ }).click();
        await dialog.getByLabel('Seçenek Adı *').nth(i).fill(name!);
        await dialog
          .getByLabel('Fiyat (₺) *', { exact: true })
          .nth(i + 1)
          .fill(price!);
        await dialog.getByLabel('Stok *', { exact: true }).nth(i).fill('10');
      }
      await dialog.getByRole('tab', { name: 'Görseller' }).click();
      await dialog.getByLabel('Yeni Görseller').setInputFiles([await pngUpload('salter.png', '#1d4ed8')]);
      await dialog.getByRole('button', { name: 'Ürün Ekle', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Ürün oluşturuldu' }).waitFor();
      await page.getByLabel('Ürün ara').fill('Test Şalter');
      const card = page.getByRole('row').filter({ hasText: 'Test Şalter Çift Kutuplu' });
      expect(await card.locator('img').getAttribute('src')).toMatch(/^\/uploads\/img\/[0-9a-f]+-800\.webp$/);

      const market = await browser.newPage();
      await market.goto('/urunler');
      // Typed before the market island hydrates, the text would be reset by React: wait for the list first.
      await market.getByTestId('result-summary').waitFor();
      await market.getByPlaceholder('Ürün ara...').fill('Test Şalter');
      await market.getByText('Test Şalter Çift Kutuplu').first().waitFor({ timeout: 30_000 });

      await card.getByRole('button', { name: /düzenle/i }).click();
      const edit = page.getByRole('dialog', { name: 'Ürün Düzenle' });
      await edit.getByLabel('Ürün Adı *').fill('Test Şalter Dört Kutuplu');
      await edit.getByRole('button', { name: 'Güncelle' }).click();
      await page.getByRole('status').filter({ hasText: 'Ürün güncellendi' }).waitFor();
      const edited = page.getByRole('row').filter({ hasText: 'Test Şalter Dört Kutuplu' });
      await edited.getByRole('button', { name: /sil/i }).click();
      await page.getByRole('dialog').getByText('Bu ürünü silmek istediğinize emin misiniz?').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
      await page.getByRole('status').filter({ hasText: 'Ürün silindi' }).waitFor();
      await expect.poll(() => page.getByRole('row').filter({ hasText: 'Test Şalter Dört Kutuplu' }).count()).toBe(0);
    },
  );

  it('creates a reference with a logo and sees it on / after republish', { timeout: 240_000 }, async ({ skip }) => {
    if (!signedIn.token) return skip();
    const page = await browser.newPage();
    await openAdmin(page, signedIn.token, 'references');
    await page.getByRole('button', { name: /Yeni Referans/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Firma Adı *').fill('Etimesgut Enerji Yapı A.Ş.');
    await dialog.getByLabel('Logo').setInputFiles([await pngUpload('logo.png', '#16a34a')]);
    await dialog.getByRole('button', { name: 'Referans Ekle' }).click();
    await page.getByRole('status').filter({ hasText: 'Referans oluşturuldu' }).waitFor();
    await waitForPublished(page, '/', 'Etimesgut Enerji Yapı A.Ş.');
  });

  // The browser test of a setting's republish path (PUT /api/settings/:key); the content path is the reference above.
  it(
    'changes a homepage text and / serves it without a restart, with no failed request meanwhile',
    { timeout: 240_000 },
    async ({ skip }) => {
      if (!signedIn.token) return skip();
      const page = await browser.newPage();
      await openAdmin(page, signedIn.token, 'homepage-texts');
      await page.getByRole('button', { name: /Ana Başlık metnini düzenle/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Metni Düzenle' });
      const title = `Ankara’nın kablo ve şalt deposu ${Date.now()}`;
      await dialog.getByLabel('Metin İçeriği').fill(title);
      await dialog.getByRole('button', { name: 'Güncelle' }).click();
      await page.getByRole('status').filter({ hasText: 'Metin güncellendi' }).waitFor();
      const { failures } = await waitForPublished(page, '/', title);
      expect(failures).toEqual([]);
      expect(await page.locator('section#home h1').textContent()).toBe(title);
      const state = await (
        await fetch(`${baseUrl()}/api/admin/publish`, { headers: { authorization: `Bearer ${signedIn.token}` } })
      ).json();
      expect(state).toMatchObject({ lastError: null, lastSuccessAt: expect.any(String) });
    },
  );

  it(
    'moves an order from confirmed to shipped with a tracking number and the customer gets the e-mail',
    { timeout: 120_000 },
    async ({ skip }) => {
      if (!signedIn.token) return skip();
      const orderNumber = await placeOrder();
      if (!orderNumber) return skip();
      const page = await browser.newPage();
      await openAdmin(page, signedIn.token, 'orders');
      await page.getByLabel('Sipariş ara').fill(orderNumber);
      await page.getByRole('button', { name: `${orderNumber} siparişinin ayrıntıları` }).click();
      const dialog = page.getByRole('dialog');
      // An unpaid order is confirmed only by the explicit bank-transfer action, with a note.
      // The dialog opens once the detail has loaded; allTextContents() itself does not wait.
      await dialog.getByLabel('Yeni Durum').waitFor();
      // Nothing is preselected on an order awaiting its transfer (decision 0376).
      expect(await dialog.getByLabel('Yeni Durum').locator('option').allTextContents()).toEqual([
        'Durum seçin',
        'İptal Edildi',
      ]);
      await dialog.getByLabel('Havale / EFT notu *').fill('Dekont E2E-1, Ziraat');
      await dialog.getByRole('button', { name: 'Havale / EFT ile ödendi' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: 'Sipariş havale / EFT ile ödendi olarak işaretlendi' })
        .waitFor();
      await dialog.getByLabel('Yeni Durum').selectOption({ label: 'Kargoya Verildi' });
      await dialog.getByLabel('Kargo Firması *').selectOption('Aras Kargo');
      await dialog.getByLabel('Takip Numarası *').fill('E2E7788990011');
      await dialog.getByRole('button', { name: 'Durumu Güncelle' }).click();
      await page.getByRole('status').filter({ hasText: 'kargo e-postası gönderildi' }).waitFor();
      await dialog.getByText('Aras Kargo · Takip No: E2E7788990011').waitFor();
      const mails = await mailsContaining('E2E7788990011');
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain(orderNumber);
    },
  );
});

/** A guest order through the cart and checkout API (the storefront spec's API calls); null while those routes are missing. */
async function placeOrder(): Promise<string | null> {
  const session = `session_e2eadmin${Math.random().toString(36).slice(2, 8)}_${Date.now().toString(36)}`;
  const headers = { 'content-type': 'application/json', 'x-session-id': session };
  const list = await fetch(`${baseUrl()}/api/products?inStockOnly=true&pageSize=1`);
  if (!list.ok) return null;
  const product = (
    (await list.json()) as {
      products: { id: number; variants: { id: number; isActive: boolean; stockQuantity: number }[] }[];
    }
  ).products[0]!;
  const variant = product.variants.find((v) => v.isActive && v.stockQuantity > 0);
  const add = await fetch(`${baseUrl()}/api/cart/items`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ productId: product.id, variantId: variant?.id, quantity: 1 }),
  });
  if (!add.ok) return null;
  const checkout = await fetch(`${baseUrl()}/api/checkout/create`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      customerName: 'Zeynep Kaya',
      customerEmail: 'zeynep@example.com',
      customerPhone: '05321234567',
      billingAddress: 'İvedik OSB 1468. Cadde No 27',
      billingCity: 'Ankara',
      billingPostalCode: '06378',
      shippingAddress: 'İvedik OSB 1468. Cadde No 27',
      shippingCity: 'Ankara',
      shippingPostalCode: '06378',
      sameAsShipping: true,
      contractConsent: true,
      marketingConsent: false,
    }),
  });
  if (!checkout.ok) return null;
  const orders = await fetch(`${baseUrl()}/api/admin/orders?search=zeynep`, {
    headers: { authorization: `Bearer ${signedIn.token}` },
  });
  const page = (await orders.json()) as { orders: { orderNumber: string }[] };
  return page.orders[0]?.orderNumber ?? null;
}
