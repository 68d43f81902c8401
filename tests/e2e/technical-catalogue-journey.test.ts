import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, downloadedBytes, useBrowser } from './browser.ts';
import { waitForIsland } from './shop-helpers.ts';
import type { CategoryView, ProductListResponse, ProductView } from '#api/schemas/products.ts';
import { categoryPath } from '#api/shared/catalogue-paths.ts';

// Issue 47's "done means", as one electrician's visit on a phone (390 × 844, touch): the breakers
// filtered by curve C and 16 A in the filter sheet, a product opened from the narrowed list, its
// datasheet downloaded, and it compared with another C16 breaker whose breaking capacity differs.
// The separate pieces are checked in detail by technical-filters, product-documents and compare.
const PHONE = { width: 390, height: 844, phone: true };
const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

const api = async <T>(path: string): Promise<T> => (await fetch(`${baseUrl()}${path}`)).json() as Promise<T>;
const valueOf = (p: ProductView, code: string) => p.attributes.find((a) => a.code === code)?.value;
const showButton = (count: number) => `${count.toLocaleString('tr-TR')} ürünü göster`;

describe('a technical catalogue journey on a phone', () => {
  it('filters breakers by two attributes, opens one, downloads its datasheet and compares it with another', async () => {
    const category = (await api<CategoryView[]>('/api/categories')).find((c) => c.slug === 'otomatik-sigortalar')!;
    const base = `/api/products?categoryIds=${category.id}`;
    const all = await api<ProductListResponse>(base);
    const curveC = await api<ProductListResponse>(`${base}&attr_curve=c`);
    const c16 = await api<ProductListResponse>(
      `${base}&attr_curve=c&attr_rated_current_min=16&attr_rated_current_max=16`,
    );
    const breaker = c16.products.find((p) => p.name.includes('Acti9 iC60N C16'))!;
    expect(breaker, 'the demo breaker with a datasheet is a C16').toBeDefined();
    const other = c16.products.find(
      (p) => p.id !== breaker.id && valueOf(p, 'breaking_capacity') !== valueOf(breaker, 'breaking_capacity'),
    )!;
    expect(other, 'a second C16 breaker with another breaking capacity').toBeDefined();
    expect(c16.pagination.totalCount).toBeLessThan(all.pagination.totalCount);

    // The category, then the filter sheet: curve C, then 16 A; the sheet's count follows each choice.
    const page = await browser.newPage(PHONE);
    await page.goto(categoryPath(category.slug));
    const filters = page.getByRole('button', { name: 'Filtreler' });
    await waitForIsland(filters);
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(all.products.length);
    await filters.tap();
    const sheet = page.getByRole('dialog', { name: 'Filtreler' });
    await sheet.waitFor();
    await sheet.locator('[data-facet="curve"]').getByRole('checkbox', { name: /^C/ }).tap();
    await sheet.getByRole('button', { name: showButton(curveC.pagination.totalCount) }).waitFor();
    const current = sheet.locator('[data-facet="rated_current"]');
    await current.getByRole('textbox', { name: 'En az' }).fill('16');
    await current.getByRole('textbox', { name: 'En çok' }).fill('16');
    await current.getByRole('textbox', { name: 'En çok' }).press('Enter');
    const show = sheet.getByRole('button', { name: showButton(c16.pagination.totalCount) });
    await show.waitFor();
    await show.tap();
    await sheet.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(c16.products.length);
    const url = new URL(page.url());
    expect([url.searchParams.get('attr_curve'), url.searchParams.get('attr_rated_current_min')]).toEqual(['c', '16']);

    // The second breaker goes into the comparison from its card in the narrowed list.
    const choose = (p: ProductView) => page.getByRole('button', { name: `Karşılaştır: ${p.name}`, exact: true });
    await waitForIsland(choose(other));
    await choose(other).tap();
    await expect.poll(() => choose(other).getAttribute('aria-pressed')).toBe('true');

    // The product page, opened from its card.
    await page.getByTestId('product-card').getByRole('link', { name: breaker.name, exact: true }).tap();
    await page.getByRole('heading', { level: 1, name: breaker.name }).waitFor();
    const datasheet = page.getByRole('region', { name: 'Belgeler' }).getByRole('link', { name: /^Teknik Föy/ });
    const [download] = await Promise.all([page.waitForEvent('download'), datasheet.tap()]);
    expect(download.suggestedFilename()).toBe('Acti9 iC60N C16 Teknik Föy.pdf');
    const bytes = await downloadedBytes(download);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Marked on its page too, then the two side by side with the differing row marked.
    const chooseHere = choose(breaker);
    await waitForIsland(chooseHere);
    await chooseHere.tap();
    const bar = page.getByRole('navigation', { name: 'Karşılaştırma' });
    await bar.getByText('2/4 ürün').waitFor();
    await bar.getByRole('link', { name: 'Karşılaştır' }).tap();
    await page.waitForURL(/\/karsilastir\?urunler=/);
    expect(new URL(page.url()).searchParams.get('urunler')!.split(',').sort()).toEqual(
      [breaker.slug, other.slug].sort(),
    );
    const capacityRow = page
      .getByTestId('compare-row')
      .filter({ has: page.getByRole('rowheader', { name: /Kesme Kapasitesi/ }) });
    await capacityRow.getByText('Farklı').waitFor();
    expect(await capacityRow.getAttribute('data-differs')).toBe('true');
    const curveRow = page
      .getByTestId('compare-row')
      .filter({ has: page.getByRole('rowheader', { name: /Açma Eğrisi/ }) });
    expect(await curveRow.getAttribute('data-differs')).toBe('false');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
