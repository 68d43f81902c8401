import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListResponse } from '#api/schemas/products.ts';
import { baseUrl, useBrowser } from './browser.ts';
import { fillCheckoutForm, payWithSandboxCard } from './checkout-form.ts';
import { openShop } from './shop-helpers.ts';
import { seriousViolations } from './axe.ts';

const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

/** A demo product with at least two variants in stock, as the market lists it. */
async function productWithVariants() {
  const list: ProductListResponse = await (
    await fetch(`${baseUrl()}/api/products?inStockOnly=true&pageSize=100`)
  ).json();
  const product = list.products.find((p) => p.variants.filter((v) => v.stockQuantity > 1).length >= 2);
  if (!product) throw new Error('the demo catalogue has no product with two variants in stock');
  return { product, variant: product.variants.filter((v) => v.stockQuantity > 1).at(-1)! };
}

describe('a product page in Chromium', () => {
  it('is reached from the market card, picks a variant, adds it to the cart and checks out with the sandbox card', async () => {
    const { product, variant } = await productWithVariants();
    const page = await browser.newPage();
    await openShop(page, `/urunler?search=${encodeURIComponent(product.name)}`);
    await page.getByRole('link', { name: product.name, exact: true }).first().click();
    await page.waitForURL(new RegExp(`/urun/${product.slug}$`));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(product.name);

    // The purchase island hydrates when the browser is idle; its select works from then on.
    await page.locator('astro-island[component-url*="ProductPurchase"]:not([ssr])').waitFor({ state: 'attached' });
    await page.getByRole('combobox', { name: 'Seçenek' }).selectOption(String(variant.id));
    await page.getByRole('combobox', { name: 'Miktar' }).selectOption('2');
    await page.getByRole('button', { name: 'Sepete Ekle' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${product.name} - ${variant.name} (2 ${product.unit}) sepete eklendi.` })
      .waitFor();

    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Sipariş Özeti' }).waitFor();
    await page.getByText(variant.name).first().waitFor();
    await fillCheckoutForm(page);
    await page.getByRole('button', { name: 'Siparişi Onayla ve Öde' }).click();
    await payWithSandboxCard(page);
    await page.getByRole('heading', { name: 'Siparişiniz Alındı!' }).waitFor();
    await page.getByText(variant.name).first().waitFor();

    // The page now shows the two units fewer, without a rebuild.
    const after = await (await fetch(`${baseUrl()}/urun/${product.slug}`)).text();
    expect(after).toContain(`${variant.stockQuantity - 2} ${product.unit}</td>`);
  });

  it('has no serious accessibility violation, nor has a category page (axe-core)', async () => {
    const { product } = await productWithVariants();
    const page = await browser.newPage();
    await openShop(page, `/urun/${product.slug}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('navigation', { name: 'Sayfa yolu' }).getByRole('link').last().click();
    await page.waitForURL(/\/kategori\/[a-z0-9-]+$/);
    await page.getByTestId('product-card').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
