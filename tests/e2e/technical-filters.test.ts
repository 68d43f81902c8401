import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './browser.ts';
import type { CategoryView, ProductListResponse } from '#api/schemas/products.ts';
import { categoryPath } from '#api/shared/catalogue-paths.ts';

// Issue 47 on a phone (390 × 844, touch): a category filtered by two technical attributes in the
// filter sheet, the counts and the URL following, back undoing the last choice.
const PHONE = { width: 390, height: 844, phone: true };
const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

const api = async <T>(path: string): Promise<T> => (await fetch(`${baseUrl()}${path}`)).json() as Promise<T>;

describe('technical filters on a phone', () => {
  it('filters the breakers by curve C and 16 A, shows the matching count and keeps the choice in the URL', async () => {
    const category = (await api<CategoryView[]>('/api/categories')).find((c) => c.slug === 'otomatik-sigortalar')!;
    const base = `/api/products?categoryIds=${category.id}`;
    const curveC = await api<ProductListResponse>(`${base}&attr_curve=c`);
    const c16 = await api<ProductListResponse>(
      `${base}&attr_curve=c&attr_rated_current_min=16&attr_rated_current_max=16`,
    );
    expect(c16.pagination.totalCount).toBeGreaterThan(1);
    expect(c16.pagination.totalCount).toBeLessThan(curveC.pagination.totalCount + 1);

    const page = await browser.newPage(PHONE);
    await page.goto(categoryPath(category.slug));
    await page.locator('astro-island[component-url*="ProductMarket"]:not([ssr])').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Filtreler' }).tap();
    const sheet = page.getByRole('dialog', { name: 'Filtreler' });
    await sheet.waitFor();
    const curve = sheet.locator('[data-facet="curve"]');
    const cCount = (await api<ProductListResponse>(base)).facets.find((f) => f.code === 'curve');
    expect(cCount && 'values' in cCount && cCount.values.find((v) => v.value === 'c')!.count).toBe(
      curveC.pagination.totalCount,
    );
    await curve.getByRole('checkbox', { name: /^C/ }).tap();
    await sheet
      .getByRole('button', { name: `${curveC.pagination.totalCount.toLocaleString('tr-TR')} ürünü göster` })
      .waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('attr_curve')).toBe('c');

    const current = sheet.locator('[data-facet="rated_current"]');
    await current.getByRole('textbox', { name: 'En az' }).fill('16');
    await current.getByRole('textbox', { name: 'En çok' }).fill('16');
    await current.getByRole('textbox', { name: 'En çok' }).press('Enter');
    await current.getByRole('textbox', { name: 'En az' }).press('Enter');
    const show = sheet.getByRole('button', {
      name: `${c16.pagination.totalCount.toLocaleString('tr-TR')} ürünü göster`,
    });
    await show.waitFor();
    const url = new URL(page.url());
    expect([url.searchParams.get('attr_rated_current_min'), url.searchParams.get('attr_rated_current_max')]).toEqual([
      '16',
      '16',
    ]);
    await show.tap();
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(c16.products.length);
    const shown = await page
      .getByTestId('product-card')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-product-id')));
    expect(shown.map(Number).sort()).toEqual(c16.products.map((p) => p.id).sort());

    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('attr_rated_current_max')).toBe(null);
  });
});
