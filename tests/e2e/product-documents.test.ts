import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListResponse } from '#api/schemas/products.ts';
import { productPath } from '#api/shared/catalogue-paths.ts';
import { baseUrl, downloadedBytes, useBrowser } from './browser.ts';
import { seriousViolations } from './axe.ts';

// Issue 47 on a phone (390 × 844, touch): a demo breaker's page lists its datasheet, which
// downloads as a PDF under its Turkish title, and shows its accessories and alternatives; an
// out-of-stock RCD offers its alternative beside the buy button.
const PHONE = { width: 390, height: 844, phone: true };
const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

async function demoProduct(search: string) {
  const list: ProductListResponse = await (
    await fetch(`${baseUrl()}/api/products?search=${encodeURIComponent(search)}`)
  ).json();
  const product = list.products.find((p) => p.name.includes(search));
  if (!product) throw new Error(`no demo product named like ${search}`);
  return product;
}

describe('documents and related products on a phone', () => {
  it("downloads the breaker's datasheet and shows its accessories and alternatives", async () => {
    const breaker = await demoProduct('Acti9 iC60N C16');
    const page = await browser.newPage(PHONE);
    await page.goto(productPath(breaker.slug));

    const documents = page.getByRole('region', { name: 'Belgeler' });
    const datasheet = documents.getByRole('link', {
      name: /^Teknik Föy\s*Acti9 iC60N C16 Teknik Föy\s*[\d,]+ KB\s*, PDF indir$/,
    });
    await expect(datasheet.textContent()).resolves.toMatch(/Teknik Föy.*KB/s);
    const [download] = await Promise.all([page.waitForEvent('download'), datasheet.tap()]);
    expect(download.suggestedFilename()).toBe('Acti9 iC60N C16 Teknik Föy.pdf');
    const bytes = await downloadedBytes(download);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const accessories = page.getByRole('region', { name: 'Aksesuarlar' });
    await expect(accessories.getByTestId('related-card').count()).resolves.toBe(2);
    const alternatives = page.getByRole('region', { name: 'Muadil Ürünler' });
    await expect(alternatives.getByTestId('related-card').count()).resolves.toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
    const alternative = alternatives.getByRole('link').first();
    const name = (await alternative.locator('span.font-semibold').textContent())!;
    await alternative.tap();
    await page.getByRole('heading', { level: 1, name }).waitFor();
  });

  it('offers the alternative of an out-of-stock RCD beside its buy button', async () => {
    const rcd = await demoProduct('Viko Kaçak Akım Rölesi 2x25A');
    const page = await browser.newPage(PHONE);
    await page.goto(productPath(rcd.slug));
    await page.getByTestId('stock-state').filter({ hasText: 'Stokta yok' }).waitFor();
    const offer = page.getByTestId('out-of-stock-alternatives');
    await expect(offer.textContent()).resolves.toContain('Bu ürün stokta yok; muadilleri:');
    await offer.getByRole('link', { name: 'Legrand RX3 Kaçak Akım Rölesi 2 Kutup 30mA' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
