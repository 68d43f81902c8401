import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductView } from '#api/schemas/products.ts';
import { baseUrl, useBrowser } from './browser.ts';
import { adminToken, openAdmin, productAt } from './admin-helpers.ts';
import { openShop, waitForMarket } from './shop-helpers.ts';
import { seriousViolations } from './axe.ts';

const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

/** A `datetime-local` value `days` from now, in the browser's zone. */
function localInput(days: number): string {
  const d = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

describe('a sale with its 30-day before price in Chromium (decision 0318)', () => {
  it('is set in the product dialog and shows struck through in the listing, the product dialog and the page', async () => {
    const token = (await adminToken())!;
    const name = `İndirimli Kontaktör ${Date.now().toString(36)}`;
    const id = await productAt(token, name, '200.00', '20');

    const admin = await browser.newPage();
    await openAdmin(admin, token, 'products');
    await admin.getByLabel('Ürün ara').fill(name);
    await admin.getByRole('button', { name: `${name} ürününü düzenle` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Ürün Düzenle' });
    await dialog.getByRole('tab', { name: 'Fiyat ve İndirim' }).click();
    const line = dialog.getByRole('listitem', { name: 'İndirim: Ürün' });
    await line.getByLabel('İndirimli fiyat (₺)').fill('150');
    await line.getByLabel('Bitiş').fill(localInput(7));
    // The dialog's one button saves the sale with the rest (decision 0407).
    await dialog.getByRole('button', { name: 'Güncelle' }).click();
    await admin.getByRole('status').filter({ hasText: 'Ürün güncellendi' }).waitFor();
    await admin.getByRole('button', { name: `${name} ürününü düzenle` }).click();
    await dialog.getByRole('tab', { name: 'Fiyat ve İndirim' }).click();
    // Priced at 200 since its creation: the lowest of the 30 days is 200, above the sale's 150.
    await line.getByText('indirim öncesi ₺200,00').waitFor();

    const page = await browser.newPage();
    await openShop(page, `/urunler?search=${encodeURIComponent(name)}`);
    const card = page.getByTestId('product-card').filter({ hasText: name });
    // Consumers see prices with KDV everywhere (issue 46): 150 + 20 % now, 200 + 20 % before.
    await card.getByText('₺180,00').waitFor();
    await expect(card.getByTestId('before-price').locator('s').textContent()).resolves.toBe('₺240,00');
    expect(await seriousViolations(page)).toEqual([]);

    await waitForMarket(page);
    await card.getByRole('button', { name: `Seçenekleri Gör: ${name}` }).click();
    const quickView = page.getByRole('dialog', { name });
    await expect(quickView.getByTestId('before-price').locator('s').textContent()).resolves.toBe('₺240,00');

    // The product page states prices with KDV: 180,00 now, 240,00 before.
    const product: ProductView = await (await fetch(`${baseUrl()}/api/products/details/${id}`)).json();
    await page.goto(`/urun/${product.slug}`);
    await expect(page.getByTestId('product-price').textContent()).resolves.toContain('₺180,00');
    await expect(page.getByTestId('product-before-price').locator('s').textContent()).resolves.toBe('₺240,00');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
