import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

describe('order result pages in Chromium', () => {
  it.each([
    [
      'payment_failed',
      'Ödeme Başarısız',
      'Ödeme işlemi başarısız oldu. Lütfen kart bilgilerinizi kontrol edip tekrar deneyin.',
    ],
    ['order_not_found', 'Sipariş Bulunamadı', 'Sipariş bulunamadı. Lütfen tekrar deneyin.'],
    ['system_error', 'Sistem Hatası', 'Sistem hatası oluştu. Lütfen daha sonra tekrar deneyin.'],
    ['baska_bir_kod', 'İşlem Başarısız', 'Ödeme işlemi sırasında bir hata oluştu. Lütfen tekrar deneyin.'],
  ])(
    '/order-failed?error=%s shows its title and message, tips, help and three ways back',
    async (code, title, message) => {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => /Content.Security.Policy/i.test(m.text()) && errors.push(m.text()));
      await page.goto(`/order-failed?error=${code}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText(message).waitFor();
      await page.getByRole('heading', { name: 'Lütfen şunları kontrol edin' }).waitFor();
      await page.getByRole('heading', { name: 'Yardıma mı ihtiyacınız var?' }).waitFor();
      expect(await page.getByRole('link', { name: 'Sepete Dön' }).getAttribute('href')).toBe('/sepet/tamamla');
      expect(await page.getByRole('link', { name: 'Ürünlere Git' }).getAttribute('href')).toBe('/urunler');
      expect(await page.getByRole('link', { name: 'Ana Sayfa' }).getAttribute('href')).toBe('/');
      expect(errors).toEqual([]);
    },
  );

  it('shows the generic failure without any code', async () => {
    const page = await browser.newPage();
    await page.goto('/order-failed');
    await page.getByRole('heading', { level: 1, name: 'İşlem Başarısız' }).waitFor();
  });

  it('/order-success without an order number goes to the home page', async () => {
    const page = await browser.newPage();
    await page.goto('/order-success');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('/order-success with an unknown number says the order was not found', async () => {
    const page = await browser.newPage();
    await page.goto('/order-success?orderNumber=AAAAAAAAAAAA');
    await page.getByRole('heading', { name: 'Sipariş Bulunamadı' }).waitFor();
  });

  it("/siparis/{unknown} shows 'Sipariş Bulunamadı' with the number to check", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const response = await page.goto('/siparis/bilinmeyen22');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Sipariş Bulunamadı' }).waitFor();
    await page.getByText('BILINMEYEN22').waitFor();
    await page.getByText('Lütfen sipariş numaranızı kontrol edin.').waitFor();
    expect(errors).toEqual([]);
  });
});
