import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser.ts';

const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

/** A page whose scripts arrive a second late (a slow phone), tapped as soon as the HTML is there. */
async function slowPage(width = 1280): Promise<Page> {
  const page = await browser.newPage({ width, height: 800 });
  await page.route('**/_astro/*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  await page.goto('/sirket', { waitUntil: 'domcontentloaded' });
  return page;
}

// The header's controls work from the first tap, before their island has hydrated.
describe('header controls tapped before hydration', () => {
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
});
