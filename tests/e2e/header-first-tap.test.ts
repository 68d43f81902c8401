import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, useBrowser } from './browser.ts';
import type { CategoryView } from '#api/schemas/products.ts';

const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

/** A page whose scripts arrive a second late (a slow phone), tapped as soon as the HTML is there. */
async function slowPage(
  width = 1280,
  path = '/sirket',
  waitUntil: 'commit' | 'domcontentloaded' = 'domcontentloaded',
): Promise<Page> {
  const page = await browser.newPage({ width, height: 800 });
  await page.route('**/_astro/*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  await page.goto(path, { waitUntil });
  return page;
}

// The header's controls and the market's cards work from the first tap, before their island has hydrated.
describe('controls tapped before hydration', () => {
  it("'Sepet' opens the cart", async () => {
    const page = await slowPage();
    await page.getByRole('button', { name: /^Sepet/ }).click();
    await page.getByRole('dialog', { name: 'Sepetim' }).waitFor({ timeout: 15_000 });
  });

  it("'Giriş / Kayıt' opens the account dialog", async () => {
    const page = await slowPage();
    await page.getByRole('button', { name: 'Giriş / Kayıt' }).click();
    await page.getByRole('dialog', { name: 'Hesabım' }).waitFor({ timeout: 15_000 });
  });

  it('the mobile menu button opens the menu', async () => {
    const page = await slowPage(390);
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await page.getByRole('navigation', { name: 'Mobil menü' }).waitFor({ timeout: 15_000 });
  });

  it("a category page's 'Seçenekleri Gör' tapped before the market wakes opens that product's dialog", async () => {
    const categories = (await (await fetch(`${baseUrl()}/api/categories`)).json()) as CategoryView[];
    const category = categories.find((c) => c.parentId !== null && c.productCount > 1)!;
    const page = await slowPage(390, `/kategori/${category.slug}`);
    // The server's first page of cards, tapped while the market's island is still asleep.
    const open = page.getByRole('button', { name: /^Seçenekleri Gör: / }).nth(1);
    const name = (await open.getAttribute('aria-label'))!.slice('Seçenekleri Gör: '.length);
    expect(await page.locator('astro-island[component-url*="ProductMarket"][ssr]').count()).toBe(1);
    await open.click();
    await page.getByRole('dialog', { name }).waitFor({ timeout: 15_000 });
  });

  it("a search typed into the market's box is kept and searched once the island wakes", async () => {
    // The HTML is there, its module scripts (and so DOMContentLoaded) a second late.
    const page = await slowPage(390, '/urunler', 'commit');
    const box = page.getByRole('searchbox', { name: 'Ürün ara' });
    await box.pressSequentially('anahtar', { delay: 20 });
    expect(await page.locator('astro-island[ssr]').count()).toBeGreaterThan(0); // typed before hydration
    await expect.poll(() => new URL(page.url()).searchParams.get('search'), { timeout: 15_000 }).toBe('anahtar');
    expect(await box.inputValue()).toBe('anahtar');
    const found = (await (await fetch(`${baseUrl()}/api/products?search=anahtar&pageSize=1`)).json()) as {
      pagination: { totalCount: number };
    };
    await expect
      .poll(() => page.getByTestId('result-summary').textContent())
      .toContain(`${found.pagination.totalCount} üründen`);
  });
});
