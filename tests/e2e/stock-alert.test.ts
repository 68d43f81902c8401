import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import path from 'node:path';
import type { ProductListResponse } from '#api/schemas/products.ts';
import { STOCK_ALERT_MESSAGES } from '#api/features/stock-alerts/schemas.ts';
import { baseUrl, useBrowser } from './browser.ts';
import { openShop } from './shop-helpers.ts';
import { seriousViolations } from './axe.ts';
import { tokenFromMail } from '../helpers/account-fixtures.ts';

const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

/** A demo product without variants that is out of stock. */
async function productOutOfStock() {
  for (let page = 1; page <= 10; page++) {
    const list: ProductListResponse = await (await fetch(`${baseUrl()}/api/products?pageSize=100&page=${page}`)).json();
    const product = list.products.find((p) => p.variants.length === 0 && p.stockQuantity <= 0);
    if (product) return product;
    if (page >= list.pagination.totalPages) break;
  }
  throw new Error('the demo catalogue has no product out of stock');
}

describe("'Gelince haber ver' in Chromium", () => {
  it('takes a guest’s address on a product page out of stock and starts the wish from the mailed link', async () => {
    const product = await productOutOfStock();
    const email = `haber_${Date.now().toString(36)}@ornek.com.tr`;
    const page = await browser.newPage();
    await openShop(page, `/urun/${product.slug}`);
    await page.locator('astro-island[component-url*="ProductPurchase"]:not([ssr])').waitFor({ state: 'attached' });
    const form = page.getByRole('form', { name: 'Gelince haber ver' });
    await form.getByLabel('E-posta adresiniz').fill(email);
    await form.getByRole('button', { name: 'Gelince haber ver' }).click();
    await form.getByRole('status').filter({ hasText: STOCK_ALERT_MESSAGES.confirmSent }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const token = await tokenFromMail(path.join(inject('dataDir'), 'mail'), email, '/stok-bildirimi');
    await page.goto(`/stok-bildirimi?token=${token}`);
    await page.getByRole('button', { name: 'Talebimi onayla' }).click();
    await page.getByRole('status').filter({ hasText: STOCK_ALERT_MESSAGES.confirmed }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
