import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, useBrowser } from './browser.ts';
import { waitForMarket } from './shop-helpers.ts';
import type { CategoryView, ProductListResponse } from '#api/schemas/products.ts';
import { categoryPath } from '#api/shared/catalogue-paths.ts';

const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

const api = async <T>(path: string): Promise<T> => (await fetch(`${baseUrl()}${path}`)).json() as Promise<T>;

/** A top-level category whose first page has a product with two pictures or more. */
async function categoryWithGallery() {
  for (const category of (await api<CategoryView[]>('/api/categories')).filter((c) => c.parentId === null)) {
    const listing = await api<ProductListResponse>(`/api/products?categoryIds=${category.id}`);
    const product = listing.products.find((p) => p.images.length >= 2);
    if (product) return { category, listing, product };
  }
  throw new Error('no demo category lists a product with two pictures on its first page');
}

/** The category's page once its market island has hydrated. */
async function openCategory(slug: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(categoryPath(slug));
  await waitForMarket(page);
  return page;
}

// Decision 0328: the server's first page of cards stays plain HTML inside the market island.
const plainCards = (page: Page) => page.locator('astro-island astro-slot [data-testid="product-card"]');

describe("a category's page in Chromium", () => {
  it("keeps the server's cards as plain HTML; their options button opens the product dialog", async () => {
    const { category, listing } = await categoryWithGallery();
    const page = await openCategory(category.slug);
    await expect.poll(() => plainCards(page).count()).toBe(listing.products.length);
    const first = listing.products[0]!;
    await page.getByRole('button', { name: `Seçenekleri Gör: ${first.name}`, exact: true }).click();
    await page.getByRole('dialog').getByRole('heading', { name: first.name }).waitFor();
    // Still the server's cards: opening a dialog rendered none of them anew.
    expect(await plainCards(page).count()).toBe(listing.products.length);
  });

  it("moves a plain card's pictures, by pointer and by keyboard, the card then React's own", async () => {
    const { category, product } = await categoryWithGallery();
    const page = await openCategory(category.slug);
    const card = page.locator(`[data-product-id="${product.id}"]`);
    const count = product.images.length;
    await card.getByRole('button', { name: 'Sonraki görsel' }).click();
    await expect.poll(() => card.locator('img').getAttribute('alt')).toBe(`${product.name} (2/${count})`);
    expect(await plainCards(page).count()).toBe(0);

    // From the keyboard on a fresh page: the arrow keeps the focus once React's card replaced it.
    const again = await openCategory(category.slug);
    const plain = again.locator(`[data-product-id="${product.id}"]`);
    await plain.getByRole('button', { name: 'Önceki görsel' }).focus();
    await again.keyboard.press('Enter');
    await expect.poll(() => plain.locator('img').getAttribute('alt')).toBe(`${product.name} (${count}/${count})`);
    expect(await again.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Önceki görsel');
  });

  it('replaces the plain cards with the filtered ones', async () => {
    const { category } = await categoryWithGallery();
    const page = await openCategory(category.slug);
    await page.getByRole('checkbox', { name: 'Öne Çıkan Ürünler' }).check();
    await page.waitForURL(/featuredOnly=true/);
    const featured = await api<ProductListResponse>(`/api/products?categoryIds=${category.id}&featuredOnly=true`);
    await expect.poll(() => page.locator('article h2').allTextContents()).toEqual(featured.products.map((p) => p.name));
    expect(await plainCards(page).count()).toBe(0);
  });
});
