import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser.ts';
import { postProduct, useAdminBrowser } from './admin-helpers.ts';
import { newCustomer, openShop } from './shop-helpers.ts';
import type { ProductView } from '#api/schemas/products.ts';
import { SHOWCASE_PRODUCTS } from '#api/schemas/showcase.ts';
import { formatTRY } from '#api/shared/money.ts';

// The home page's rows (decision 0362) in a shopper's first minute: their loading box is as tall
// as the rows it waits for, at a phone's width and a desktop's, so nothing below moves when they
// arrive; and a trade buyer who chose 'KDV hariç' sees their net prices there and on a
// category's server-rendered cards, as in the listing.
const PHONE = { width: 390, height: 844, phone: true };
const DESKTOP = { width: 1366, height: 768 };
const signedIn = useAdminBrowser();
const { browser } = signedIn;

const tag = () => randomBytes(3).toString('hex');
const HOUR = 60 * 60 * 1000;

async function admin(method: string, path: string, body: unknown): Promise<Response> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${signedIn.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res;
}

/** A product on sale, made through the admin API (20 % KDV). Names starting '00 ' sort first in the rows. */
async function saleProduct(name: string, categories: number[] = []): Promise<number> {
  const id = await postProduct(signedIn.token, {
    name,
    slug: `vitrin-${tag()}`,
    basePrice: '50.00',
    vatRate: '20',
    stockQuantity: '100',
    minOrderQuantity: '1',
    unit: 'adet',
    categories: JSON.stringify(categories),
    variants: '[]',
  });
  const now = Date.now();
  await admin('PUT', `/api/admin/products/${id}/sale`, {
    variantId: null,
    salePrice: '45.00',
    startsAt: new Date(now - HOUR).toISOString(),
    endsAt: new Date(now + 24 * HOUR).toISOString(),
  });
  return id;
}

/** Counts every layout shift not caused by input, from the page's first paint on. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { cls: number };
    w.cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

describe("the home page's rows", () => {
  it('keep the page still while they load, at 390 px and at 1366 px (CLS ≤ 0.05)', async () => {
    // A stocked shop: both product rows full (the demo catalogue has its featured products).
    for (let i = 0; i < SHOWCASE_PRODUCTS; i++) await saleProduct(`00 Vitrin İndirim ${tag()}`);
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await browser.newPage(viewport);
      await watchShifts(page);
      // The rows' answer waits until the shopper has scrolled past them to what follows: the
      // skeleton and the page below it are on the screen when the rows replace it.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/home/showcase', async (route) => {
        await held;
        await route.continue();
      });
      await openShop(page);
      const skeleton = page.getByTestId('showcase-skeleton');
      await skeleton.scrollIntoViewIfNeeded();
      const below = page.getByRole('list', { name: 'Kurumsal alım ve teklif' });
      await below.evaluate((e) => e.scrollIntoView({ block: 'end' }));
      const reserved = (await skeleton.boundingBox())!.height;
      const before = await page.evaluate(() => (window as unknown as { cls: number }).cls);
      release();
      await page.getByTestId('home-on-sale').waitFor();
      await page.getByTestId('home-featured').waitFor();
      // Two frames for the shift entries of the render to be reported.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const drawn = await page
        .locator('#magaza astro-island > div')
        .first()
        .evaluate((e) => e.getBoundingClientRect().height);
      const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
      console.log(`home rows at ${viewport.width} px: reserved ${reserved} px, drawn ${drawn} px, CLS ${cls - before}`);
      expect(cls - before).toBeLessThanOrEqual(0.05);
      expect(Math.abs(drawn - reserved) / drawn).toBeLessThan(0.05);
    }
  });

  it("show a trade buyer on 'KDV hariç' their net prices, as do a category's server-rendered cards", async () => {
    const slug = `bayi-vitrin-${tag()}`;
    const category = (await (
      await admin('POST', '/api/admin/categories', { name: `Bayi Vitrin ${tag()}`, slug })
    ).json()) as { id: number };
    const name = `00 Bayi Vitrin ${tag()}`;
    const id = await saleProduct(name, [category.id]);
    const group = (await (
      await admin('POST', '/api/admin/price-groups', { name: `Vitrin Bayi ${tag()}`, discountPercent: 10 })
    ).json()) as { id: number };

    const page = await browser.newPage(PHONE);
    await openShop(page);
    const registered = await page.request.post('/api/auth/register', {
      data: { ...newCustomer(), kvkkConsent: true, emailMarketingConsent: false },
    });
    const session = (await registered.json()) as { token: string; user: { id: number } };
    await admin('PUT', `/api/admin/customers/${session.user.id}/price-group`, { priceGroupId: group.id });
    await page.evaluate((s) => {
      localStorage.setItem('authToken', s.token);
      localStorage.setItem('userId', String(s.user.id));
      localStorage.setItem('priceBasis', 'net');
    }, session);
    // The buyer's own price, as the API answers it to them: net of KDV, at their group's rate.
    const mine = (await (
      await fetch(`${baseUrl()}/api/products/details/${id}`, { headers: { authorization: `Bearer ${session.token}` } })
    ).json()) as ProductView;
    const expected = `${formatTRY(mine.price)} / adet, KDV hariç`;

    await page.reload();
    await page.locator('#magaza').scrollIntoViewIfNeeded();
    const card = page.getByTestId('home-on-sale').getByTestId('showcase-card').filter({ hasText: name });
    await expect.poll(() => card.getByTestId('card-price').textContent(), { timeout: 15_000 }).toBe(expected);

    await page.goto(`/kategori/${slug}`);
    const listed = page.getByTestId('product-card').filter({ hasText: name });
    await expect.poll(() => listed.getByTestId('card-price').textContent(), { timeout: 15_000 }).toBe(expected);
  });
});
