import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { adminToken, openAdmin } from './admin-helpers.ts';
import { ADMIN_TABS } from '#site/features/admin/admin-store.ts';

// The owner's day in the admin (issue 50): every tab in sight, then a day's orders handled.
const browser = useBrowser();
let token: string;
beforeAll(async () => {
  await browser.start();
  token = (await adminToken())!;
});
afterAll(() => browser.stop());

describe('the admin tabs', () => {
  for (const size of [
    { name: '1366 px', width: 1366, height: 768 },
    { name: 'a phone', width: 390, height: 844, phone: true },
  ])
    it(`shows every tab without sideways scrolling at ${size.name}, the spec's default first`, async () => {
      const page = await browser.newPage(size);
      await page.goto('/');
      await page.evaluate((t) => localStorage.setItem('authToken', t), token);
      await page.goto('/admin');
      const selected = page.getByRole('tab', { selected: true });
      await selected.waitFor();
      expect(await selected.textContent()).toBe('Ana Sayfa Metinleri');
      expect(await page.getByRole('tab').count()).toBe(ADMIN_TABS.length);
      for (const tab of ADMIN_TABS) {
        const box = (await page.getByRole('tab', { name: tab.label, exact: true }).boundingBox())!;
        expect(box.x, tab.label).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, tab.label).toBeLessThanOrEqual(size.width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      expect(await page.getByRole('tablist', { name: 'Satış' }).getByRole('tab').allTextContents()).toEqual([
        'Özet',
        'Siparişler',
        'Müşteriler',
        'Teklifler',
        'Faturalar',
      ]);
      await page.getByRole('tab', { name: 'Kampanyalar' }).click();
      await page.waitForURL(/#promotions$/);
      await openAdmin(page, token, 'quotes');
      expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Teklifler');
    });
});
