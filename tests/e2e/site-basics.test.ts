import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './browser.ts';

const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

describe('site basics in Chromium', () => {
  it('renders the home page in Turkish with the hero section', async () => {
    const page = await browser.newPage();
    // Uncaught exceptions and Content-Security-Policy violations both mean a broken page.
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => /Content.Security.Policy/i.test(m.text()) && errors.push(m.text()));
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('tr');
    await expect.poll(() => page.locator('section#home h1').textContent()).toBeTruthy();
    await page.getByRole('button', { name: /Sepet/ }).waitFor(); // an island hydrated under the CSP
    expect(errors).toEqual([]);
  });

  it('shows the plain English not-found page with status 404 for an unknown path', async () => {
    const page = await browser.newPage();
    const response = await page.goto('/bu-sayfa-yok');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  });

  it('matches page paths case-insensitively with an optional trailing slash', async () => {
    const page = await browser.newPage();
    const response = await page.goto('/URUNLER/');
    expect(response?.status()).toBe(200);
    expect(await page.title()).toContain('Ürünler');
  });

  it('serves on-demand routes through Astro (the order page shell with its number)', async () => {
    const res = await fetch(`${baseUrl()}/siparis/abc123xyz`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Sipariş ABC123XYZ');
    expect(html).toContain('orderNumber&quot;:[0,&quot;ABC123XYZ&quot;]');
  });
});
