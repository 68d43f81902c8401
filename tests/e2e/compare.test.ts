import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './browser.ts';
import { waitForIsland } from './shop-helpers.ts';
import { seriousViolations } from './axe.ts';
import type { CategoryView, ProductListResponse, ProductView } from '#api/schemas/products.ts';
import { categoryPath } from '#api/shared/catalogue-paths.ts';

// Issue 47 on a phone (390 × 844, touch): 'Karşılaştır' on two breakers of different curves, the
// floating bar's link, the comparison with the differing row marked, and a fifth choice refused.
const PHONE = { width: 390, height: 844, phone: true };
const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

const api = async <T>(path: string): Promise<T> => (await fetch(`${baseUrl()}${path}`)).json() as Promise<T>;
const curveOf = (p: ProductView) => p.attributes.find((a) => a.code === 'curve')?.value;

describe('comparing products on a phone', () => {
  it('compares two breakers side by side with the differing curve marked, and refuses a fifth choice', async () => {
    const category = (await api<CategoryView[]>('/api/categories')).find((c) => c.slug === 'otomatik-sigortalar')!;
    const listing = await api<ProductListResponse>(`/api/products?categoryIds=${category.id}`);
    const first = listing.products.find((p) => curveOf(p) !== undefined)!;
    const second = listing.products.find((p) => curveOf(p) !== undefined && curveOf(p) !== curveOf(first))!;
    expect(second).toBeDefined();

    const page = await browser.newPage(PHONE);
    await page.goto(categoryPath(category.slug));
    const choose = (p: ProductView) => page.getByRole('button', { name: `Karşılaştır: ${p.name}`, exact: true });
    await waitForIsland(choose(first));
    await choose(first).tap();
    await expect.poll(() => choose(first).getAttribute('aria-pressed')).toBe('true');
    const bar = page.getByRole('navigation', { name: 'Karşılaştırma' });
    await bar.getByText('1/4 ürün').waitFor();
    await choose(second).tap();
    await bar.getByText('2/4 ürün').waitFor();
    // The choice lives in this browser: it survives a reload.
    await page.reload();
    await page.getByRole('navigation', { name: 'Karşılaştırma' }).getByText('2/4 ürün').waitFor();

    await page.getByRole('navigation', { name: 'Karşılaştırma' }).getByRole('link', { name: 'Karşılaştır' }).tap();
    await page.waitForURL(/\/karsilastir\?urunler=/);
    expect(new URL(page.url()).searchParams.get('urunler')).toBe(`${first.slug},${second.slug}`);
    const curveRow = page
      .getByTestId('compare-row')
      .filter({ has: page.getByRole('rowheader', { name: /Açma Eğrisi/ }) });
    await curveRow.waitFor();
    expect(await curveRow.getAttribute('data-differs')).toBe('true');
    await curveRow.getByText('Farklı').waitFor();
    await page.getByRole('columnheader', { name: new RegExp(second.name) }).waitFor();
    // The page itself does not scroll sideways; the table does, its first column in place.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);

    // Removing one leaves too few to compare.
    await page.getByRole('button', { name: `Karşılaştırmadan çıkar: ${second.name}` }).tap();
    await page.getByText('Karşılaştırmak için en az iki ürün seçin', { exact: false }).waitFor();

    // Back to the category: four chosen, the fifth refused with a notice.
    await page.goto(categoryPath(category.slug));
    const others = listing.products.filter((p) => p.id !== first.id).slice(0, 4);
    await waitForIsland(choose(others[0]!));
    for (const p of others.slice(0, 3)) await choose(p).tap();
    await page.getByRole('navigation', { name: 'Karşılaştırma' }).getByText('4/4 ürün').waitFor();
    await choose(others[3]!).tap();
    await page.getByRole('alert').getByText('En fazla 4 ürün karşılaştırılabilir', { exact: false }).waitFor();
    expect(await choose(others[3]!).getAttribute('aria-pressed')).toBe('false');
  });
});
