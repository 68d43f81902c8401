import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, useBrowser } from './browser.ts';
import { waitForMarket } from './shop-helpers.ts';
import type { CategoryView, ProductListResponse } from '#api/schemas/products.ts';
import type { InstallmentTable } from '#api/schemas/installments.ts';
import { formatTRY, fromKurus } from '#api/shared/money.ts';
import { lineAmounts } from '#api/shared/vat.ts';

const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

const api = async <T>(path: string): Promise<T> => (await fetch(`${baseUrl()}${path}`)).json() as Promise<T>;
const cardTitles = (page: Page) => page.locator('article h2').allTextContents();
const summary = (page: Page) => page.getByTestId('result-summary');

async function openMarket(path = '/urunler'): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(path);
  await page.locator('article h2').first().waitFor();
  await waitForMarket(page);
  return page;
}

describe('product market in Chromium', () => {
  it('filters by category and brand, keeping the view in the URL', async () => {
    const categories = await api<CategoryView[]>('/api/categories');
    const kablolar = categories.find((c) => c.name === 'Kablolar')!;
    const page = await openMarket();
    await page.getByRole('checkbox', { name: /^Kablolar/ }).check();
    await page.waitForURL(new RegExp(`categoryIds=${kablolar.id}`));
    await expect.poll(() => summary(page).textContent()).toContain(`${kablolar.productCount} üründen`);

    await page.getByRole('checkbox', { name: /^Prysmian/ }).check();
    await page.waitForURL(/brands=Prysmian/);
    const expected = await api<ProductListResponse>(`/api/products?categoryIds=${kablolar.id}&brands=Prysmian`);
    await expect.poll(() => cardTitles(page)).toEqual(expected.products.map((p) => p.name));
    expect(expected.products.length).toBeGreaterThan(0);

    // A shared link restores the same view.
    const shared = await openMarket(new URL(page.url()).pathname + new URL(page.url()).search);
    expect(await shared.getByRole('checkbox', { name: /^Kablolar/ }).isChecked()).toBe(true);
    expect(await shared.getByRole('checkbox', { name: /^Prysmian/ }).isChecked()).toBe(true);
    await expect.poll(() => cardTitles(shared)).toEqual(expected.products.map((p) => p.name));
  });

  it('searches with Turkish folding and shows the empty state', async () => {
    const page = await openMarket();
    await page.getByRole('searchbox', { name: 'Ürün ara' }).fill('PRYSMIAN nym');
    await page.waitForURL(/search=PRYSMIAN/);
    const expected = (await api<ProductListResponse>('/api/products?search=prysmian%20NYM')).products.map(
      (p) => p.name,
    );
    expect(expected).toContain('Prysmian NYM Kablo 3 Damarlı');
    await expect.poll(() => cardTitles(page)).toEqual(expected);

    await page.getByRole('searchbox', { name: 'Ürün ara' }).fill('böyle bir ürün yok');
    await page.getByRole('heading', { name: 'Ürün Bulunamadı' }).waitFor();
    await page.getByRole('button', { name: 'Tüm Filtreleri Temizle' }).first().click();
    await page.locator('article h2').first().waitFor();
    expect(await page.getByRole('searchbox', { name: 'Ürün ara' }).inputValue()).toBe('');
  });

  it('paginates, and back/forward restore the page', async () => {
    const page = await openMarket();
    const total = (await api<ProductListResponse>('/api/products')).pagination;
    await page.getByText(`Sayfa 1 / ${total.totalPages} (${total.totalCount} ürün)`).waitFor();
    const firstPage = await cardTitles(page);
    expect(firstPage).toHaveLength(12);
    await page.getByRole('button', { name: 'Sayfa 2', exact: true }).click();
    await page.waitForURL(/page=2/);
    await page.getByText(`Sayfa 2 / ${total.totalPages}`).waitFor();
    const secondPage = await cardTitles(page);
    expect(secondPage.some((t) => firstPage.includes(t))).toBe(false);

    const featured = (await api<ProductListResponse>('/api/products?featuredOnly=true')).pagination;
    await page.getByRole('checkbox', { name: 'Öne Çıkan Ürünler' }).check();
    await page.waitForURL((url) => url.searchParams.get('featuredOnly') === 'true' && !url.searchParams.has('page'));
    // The featured view has loaded before going back: page 2's text is not still on screen.
    await expect
      .poll(() => page.getByTestId('result-summary').textContent())
      .toMatch(new RegExp(`^${featured.totalCount} üründen 1-`));
    await page.goBack();
    await page.waitForURL(/page=2/);
    await page.getByText(`Sayfa 2 / ${total.totalPages}`).waitFor();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Öne Çıkan Ürünler' }).isChecked()).toBe(false);
    await page.goBack();
    await page.getByText(`Sayfa 1 / ${total.totalPages}`).waitFor();
    await expect.poll(() => cardTitles(page)).toEqual(firstPage);
  });

  it('ignores a filtered answer that arrives after the shopper went back', async () => {
    const page = await openMarket();
    // The featured listing answers only once the shopper has gone back, as on a weak mobile connection.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/featuredOnly=true/, async (route) => {
      await released;
      await route.continue();
    });
    const total = (await api<ProductListResponse>('/api/products')).pagination;
    await page.getByRole('button', { name: 'Sayfa 2', exact: true }).click();
    await page.getByText(`Sayfa 2 / ${total.totalPages}`).waitFor();
    const secondPage = await cardTitles(page);
    const late = page.waitForResponse(/featuredOnly=true/);
    await page.getByRole('checkbox', { name: 'Öne Çıkan Ürünler' }).check();
    await page.waitForURL((url) => url.searchParams.get('featuredOnly') === 'true');
    await page.goBack();
    await page.waitForURL(/page=2/);
    release();
    await late;
    await expect.poll(() => page.getByRole('checkbox', { name: 'Öne Çıkan Ürünler' }).isChecked()).toBe(false);
    // The second page stays (its own answer may still be drawing), never the late featured one.
    await page.getByText(`Sayfa 2 / ${total.totalPages}`).waitFor();
    await expect.poll(() => cardTitles(page)).toEqual(secondPage);
    expect(page.url()).not.toContain('featuredOnly');
  });

  it('opens the product dialog and applies the variant and stock rules', async () => {
    const page = await openMarket('/urunler?search=Hes%20Kablo%20NYM%20Kablo%205');
    await page.getByRole('button', { name: 'Seçenekleri Gör: Hes Kablo NYM Kablo 5 Damarlı' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hes Kablo NYM Kablo 5 Damarlı' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    const add = dialog.getByRole('button', { name: 'Sepete Ekle' });
    expect(await add.isDisabled()).toBe(true);

    const select = dialog.getByRole('combobox', { name: 'Seçenek' });
    await expect.poll(() => select.locator('option', { hasText: '5x6 mm²' }).isDisabled()).toBe(true);
    const chosen = await select.locator('option', { hasText: '5x1,5 mm²' }).getAttribute('value');
    await select.selectOption(chosen!);
    expect(await add.isDisabled()).toBe(false);
    const quantity = dialog.getByRole('combobox', { name: 'Miktar' });
    // The specification's 50 quantities, then 'Başka miktar yaz…' for a typed one (issue 46).
    expect(await quantity.locator('option:not([value="typed"])').count()).toBe(50);
    await quantity.selectOption('3');

    const request = page.waitForRequest((r) => r.url().endsWith('/api/cart/items') && r.method() === 'POST');
    await add.click();
    const body = (await request).postDataJSON();
    const product = (await api<ProductListResponse>('/api/products?search=Hes%20Kablo%20NYM%20Kablo%205')).products[0]!;
    expect(body).toEqual({ productId: product.id, variantId: Number(chosen), quantity: 3 });

    // Once added, the dialog closes by itself and unlocks the page (waited for: on a busy machine
    // the answer came after the test had already pressed Escape and opened the dialog again).
    await page.getByRole('status').filter({ hasText: 'Ürün Eklendi' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    // Reopening resets the choice; Escape closes and unlocks the page.
    await page.getByRole('button', { name: 'Seçenekleri Gör: Hes Kablo NYM Kablo 5 Damarlı' }).click();
    await dialog.waitFor();
    expect(await select.inputValue()).toBe('');
    expect(await add.isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  it('leaves a dialog opened again alone when an earlier add answers late', async () => {
    const page = await openMarket('/urunler?search=Hes%20Kablo%20NYM%20Kablo%205');
    // The cart's answer is held back until the shopper has closed the dialog and opened it again.
    let answer = () => {};
    const heldBack = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/cart/items', async (route) => {
      await heldBack;
      await route.continue();
    });
    const open = page.getByRole('button', { name: 'Seçenekleri Gör: Hes Kablo NYM Kablo 5 Damarlı' });
    const dialog = page.getByRole('dialog', { name: 'Hes Kablo NYM Kablo 5 Damarlı' });
    await open.click();
    const select = dialog.getByRole('combobox', { name: 'Seçenek' });
    await select.selectOption((await select.locator('option', { hasText: '5x1,5 mm²' }).getAttribute('value'))!);
    const request = page.waitForRequest((r) => r.url().endsWith('/api/cart/items') && r.method() === 'POST');
    await dialog.getByRole('button', { name: 'Sepete Ekle' }).click();
    await request;
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await open.click();
    await dialog.waitFor();
    // While the first add is under way the button says so, in the dialog opened again too.
    await dialog.getByRole('button', { name: 'Ekleniyor...' }).waitFor();
    answer();
    await page.getByRole('status').filter({ hasText: 'Ürün Eklendi' }).waitFor();
    // The add has ended (the button is back) and the dialog the shopper opened again stays open.
    await expect.poll(() => dialog.getByRole('button', { name: 'Sepete Ekle' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.unroute('**/api/cart/items');
  });

  it("shows the instalment table for the chosen variant's price, KDV included, only when opened", async () => {
    const page = await openMarket('/urunler?search=Hes%20Kablo%20NYM%20Kablo%205');
    const asked: string[] = [];
    page.on(
      'request',
      (r) => r.url().includes('/api/payment/installments') && asked.push(new URL(r.url()).searchParams.get('price')!),
    );
    await page.getByRole('button', { name: 'Seçenekleri Gör: Hes Kablo NYM Kablo 5 Damarlı' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hes Kablo NYM Kablo 5 Damarlı' });
    const select = dialog.getByRole('combobox', { name: 'Seçenek' });
    const chosen = await select.locator('option', { hasText: '5x1,5 mm²' }).getAttribute('value');
    await select.selectOption(chosen!);
    await dialog.getByRole('combobox', { name: 'Miktar' }).selectOption('2');
    expect(asked).toEqual([]);

    await dialog.getByText('Taksit seçenekleri', { exact: true }).click();
    const product = (await api<ProductListResponse>('/api/products?search=Hes%20Kablo%20NYM%20Kablo%205')).products[0]!;
    const variant = product.variants.find((v) => v.id === Number(chosen))!;
    const { netKurus, vatKurus } = lineAmounts({ price: variant.price, quantity: 2, vatRate: product.vatRate });
    const price = fromKurus(netKurus + vatKurus);
    const table = await api<InstallmentTable>(`/api/payment/installments?price=${price}`);
    const bonus = dialog.getByRole('table', { name: 'Bonus' });
    await bonus.waitFor();
    expect(asked).toEqual([price]);
    const twelve = table.families.find((f) => f.cardFamily === 'Bonus')!.plans.find((p) => p.count === 12)!;
    const row = bonus.getByRole('row', { name: /^12 taksit/ });
    expect((await row.textContent())!.replace(/\s/g, ' ')).toBe(
      `12 taksit${formatTRY(twelve.monthly)}${formatTRY(twelve.total)}`.replace(/\s/g, ' '),
    );
    expect(await dialog.getByRole('table').count()).toBe(table.families.length);
    // Readable in the narrow dialog of a wide screen: every table inside the box, amounts apart.
    const layout = await dialog
      .locator('details')
      .filter({ hasText: 'Taksit seçenekleri' })
      .evaluate((box) => {
        const right = box.getBoundingClientRect().right;
        const tables = [...box.querySelectorAll('table')];
        const gaps = tables.flatMap((t) =>
          [...t.querySelectorAll('tbody tr')].flatMap((tr) => {
            const cells = [...tr.children].map((c) => {
              const range = document.createRange();
              range.selectNodeContents(c);
              return range.getBoundingClientRect();
            });
            return cells.slice(1).map((c, i) => c.left - cells[i]!.right);
          }),
        );
        return {
          outside: tables.filter((t) => t.getBoundingClientRect().right > right + 0.5).length,
          smallestGap: Math.min(...gaps),
        };
      });
    expect(layout.outside).toBe(0);
    expect(layout.smallestGap).toBeGreaterThanOrEqual(8);
  });

  it('keeps the add button disabled for a sold-out product without variants', async () => {
    const page = await openMarket('/urunler?search=3x35%2B16');
    await page.getByRole('button', { name: /Seçenekleri Gör: Hes Kablo NYY Yeraltı/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Stokta yok').waitFor();
    expect(await dialog.getByRole('button', { name: 'Sepete Ekle' }).isDisabled()).toBe(true);
  });
});
