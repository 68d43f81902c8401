import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, useBrowser } from './browser.ts';
import { fillRegister, newCustomer, openShop, waitForMarket } from './shop-helpers.ts';
import { seriousViolations } from './axe.ts';
import type { ProductListResponse } from '#api/schemas/products.ts';

const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

const badge = (page: Page) => page.getByTestId('cart-badge');
const cartDialog = (page: Page) => page.getByRole('dialog', { name: 'Sepetim' });

/** In-stock demo products without variants that have a code. */
async function codedProducts(count: number) {
  const list = (await (
    await fetch(`${baseUrl()}/api/products?inStockOnly=true&pageSize=50`)
  ).json()) as ProductListResponse;
  const picked = list.products.filter((p) => p.variants.length === 0 && p.sku && p.minOrderQuantity === 1);
  expect(picked.length).toBeGreaterThanOrEqual(count);
  return picked.slice(0, count) as { id: number; name: string; sku: string }[];
}

describe('quick order and saved lists in Chromium', () => {
  it('takes lines pasted from Excel on /hizli-siparis into the cart and says why a line was left out', async () => {
    const [first, second] = await codedProducts(2);
    const page = await browser.newPage();
    await openShop(page, '/hizli-siparis');
    await page.locator('astro-island[component-url*="QuickOrderPage"]:not([ssr])').waitFor({ state: 'attached' });
    // Excel copies a range as tab-separated lines; the code is typed in lower case.
    await page
      .getByRole('textbox', { name: 'Ürün kodları ve adetler' })
      .fill(`${first!.sku.toLocaleLowerCase('tr-TR')}\t3\n${second!.sku}\t1\nYOK-BOYLE-KOD\t2`);
    await page.getByRole('button', { name: 'Sepete Ekle', exact: true }).click();
    await page.getByRole('status').filter({ hasText: '2 satır sepete eklendi, 1 satır eklenemedi.' }).waitFor();
    const rows = page.getByRole('table', { name: 'Satır satır sonuç' }).getByRole('row');
    expect(await rows.nth(1).textContent()).toContain('Sepete eklendi');
    expect(await rows.nth(3).textContent()).toContain('Bu kodla satışta bir ürün bulunamadı');
    await expect.poll(() => badge(page).textContent()).toBe('2');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /^Sepet(\s*,|$)/ }).click();
    await cartDialog(page).getByText(first!.name).waitFor();
    await cartDialog(page).getByText(second!.name).waitFor();
  });

  it('saves a product to a list from the product dialog, adds the whole list to the cart and shares it read-only', async () => {
    const [product] = await codedProducts(1);
    const page = await browser.newPage();
    await openShop(page);
    await page.getByRole('button', { name: 'Giriş / Kayıt' }).click();
    await fillRegister(page, newCustomer());
    await page.getByRole('link', { name: 'Hesabım' }).waitFor();

    await page.goto(`/urunler?search=${encodeURIComponent(product!.name)}`);
    await waitForMarket(page);
    await page.getByRole('button', { name: `Seçenekleri Gör: ${product!.name}` }).click();
    const dialog = page.getByRole('dialog', { name: product!.name });
    await dialog.getByLabel('Miktar').selectOption('2');
    await dialog.getByRole('button', { name: 'Listeye ekle' }).click();
    await dialog.getByLabel('Yeni listenin adı').fill('Çankaya şantiyesi');
    await dialog.getByRole('button', { name: 'Listeye ekle' }).click();
    await dialog.getByRole('status').filter({ hasText: '"Çankaya şantiyesi" listesine eklendi' }).waitFor();
    await dialog.getByRole('button', { name: 'İptal' }).click();

    await page.goto('/hesabim#listelerim');
    await page.getByRole('button', { name: /Çankaya şantiyesi/ }).click();
    expect(await page.getByLabel(`Miktar: ${product!.name}`).inputValue()).toBe('2');
    await page.getByRole('button', { name: 'Tümünü sepete ekle' }).click();
    await page.getByRole('status').filter({ hasText: '1 satır sepete eklendi.' }).waitFor();
    await expect.poll(() => badge(page).textContent()).toBe('1');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Paylaşım bağlantısı oluştur' }).click();
    const link = await page.getByRole('link', { name: /\/liste\// }).getAttribute('href');
    const stranger = await browser.newPage();
    await stranger.goto(link!);
    await stranger.getByRole('heading', { name: 'Çankaya şantiyesi' }).waitFor();
    await stranger.getByRole('cell', { name: product!.sku }).waitFor();
    expect(await stranger.getByRole('button', { name: /sepete|sil|çıkar/i }).count()).toBe(0);
    expect(await seriousViolations(stranger)).toEqual([]);
  });
});
