import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser.ts';
import { seriousViolations } from './axe.ts';
import { adminToken, openAdmin } from './admin-helpers.ts';
import { addSimpleProducts, openShop, waitForMarket } from './shop-helpers.ts';
import { fillCheckoutForm } from './checkout-form.ts';
import { ADMIN_TABS } from '#site/features/admin/admin-store.ts';

const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

// axe-core on every page type and dialog: no serious or critical WCAG A/AA violation.
describe('accessibility (axe-core) in Chromium', () => {
  it.each(['/', '/sirket', '/misyon', '/vizyon', '/kataloglar', '/referanslar', '/iletisim', '/kvkk'])(
    '%s',
    async (path) => {
      const page = await browser.newPage();
      await openShop(page, path);
      expect(await seriousViolations(page)).toEqual([]);
    },
  );

  it('the not-found page', async () => {
    const page = await browser.newPage();
    await page.goto('/sayfa-yok');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('a legal text dialog', async () => {
    const page = await browser.newPage();
    await openShop(page, '/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Mesafeli Satış Sözleşmesi' }).first().click();
    await page.getByRole('dialog', { name: 'Mesafeli Satış Sözleşmesi' }).getByTestId('legal-text').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('/urunler with the product dialog open', async () => {
    const page = await browser.newPage();
    await openShop(page, '/urunler');
    await waitForMarket(page);
    const first = page.getByRole('button', { name: /^Seçenekleri Gör: / }).first();
    const name = (await first.getAttribute('aria-label'))!.replace('Seçenekleri Gör: ', '');
    expect(await seriousViolations(page)).toEqual([]);
    await first.click();
    await page.getByRole('dialog', { name }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the cart dialog, empty and with products', async () => {
    const page = await browser.newPage();
    await openShop(page, '/');
    await page.getByRole('button', { name: /^Sepet/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Sepetim' });
    await dialog
      .getByText(/Sepetiniz boş/i)
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Kapat' }).first().click();
    await addSimpleProducts(page, 2);
    await page.reload();
    await page.getByRole('button', { name: /^Sepet\W+2 çeşit ürün/ }).click();
    await dialog.getByRole('button', { name: 'Sipariş Ver' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the account dialog, both tabs', async () => {
    const page = await browser.newPage();
    await openShop(page, '/');
    await page.getByRole('button', { name: 'Giriş / Kayıt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hesabım' });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('tab', { name: 'Kayıt Ol' }).click();
    await dialog.getByRole('tabpanel').getByRole('button', { name: 'Kayıt Ol' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the checkout page with its errors shown', async () => {
    const page = await browser.newPage();
    await openShop(page, '/');
    await addSimpleProducts(page, 1);
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Sipariş Özeti' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('checkbox', { name: /Mesafeli Satış Sözleşmesi ve Ön Bilgilendirme Formu'nu okudum/ }).check();
    await page.getByRole('button', { name: 'Siparişi Onayla ve Öde' }).click();
    await page.getByText('Şehir adı giriniz', { exact: true }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the order pages: success, order detail, failure and not found', async () => {
    const page = await browser.newPage();
    await openShop(page, '/');
    await addSimpleProducts(page, 1);
    await page.goto('/checkout');
    await fillCheckoutForm(page);
    await page.getByRole('button', { name: 'Siparişi Onayla ve Öde' }).click();
    await page.getByLabel('Kart Numarası').fill('5528 7900 0000 0008');
    await page.getByLabel('Kart Üzerindeki İsim').fill('AYSE YILMAZ');
    await page.getByLabel('Son Kullanma Tarihi (AA/YY)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /Öde$/ }).click();
    await page.waitForURL(/\/order-success\?orderNumber=/);
    const orderNumber = new URL(page.url()).searchParams.get('orderNumber')!;
    await page.getByText(orderNumber).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    for (const [path, heading] of [
      [`/siparis/${orderNumber}`, orderNumber],
      ['/order-failed?error=payment_failed', 'Ödeme Başarısız'],
      ['/siparis/YOKBOYLEBIR', 'Sipariş Bulunamadı'],
    ] as const) {
      await page.goto(path);
      await page.getByText(heading).first().waitFor();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  // Issue 48: /admin signed out checks, then ends on the home page with the refusal's toast,
  // whose description was below AA contrast.
  it('the admin page signed out, and the refusal it ends in', async () => {
    const page = await browser.newPage();
    await page.goto('/admin');
    await page.getByRole('alert').filter({ hasText: 'Erişim Engellendi' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('every admin panel', { timeout: 120_000 }, async ({ skip }) => {
    const token = await adminToken();
    if (!token) return skip();
    const page: Page = await browser.newPage();
    await openAdmin(page, token, ADMIN_TABS[0].id);
    for (const tab of ADMIN_TABS) {
      await page.getByRole('tab', { name: tab.label }).click();
      await page.getByRole('tabpanel').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), tab.id).toEqual([]);
    }
  });
});
