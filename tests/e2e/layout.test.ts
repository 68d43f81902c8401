import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser.ts';

const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

/** True when the section's top is near the top of the viewport (scrolled to). */
const sectionAtTop = (page: Page, id: string) =>
  page.evaluate((id) => Math.abs(document.getElementById(id)!.getBoundingClientRect().top) < 120, id);

describe('site layout in Chromium', () => {
  it('has a sticky header with the bolt logo, the nav and the account buttons', async () => {
    const page = await browser.newPage();
    await page.goto('/sirket');
    const header = page.locator('header').first();
    await header.getByTestId('site-logo-bolt').waitFor();
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    for (const label of ['Anasayfa', 'Ürünler', 'Hakkımızda', 'Kataloglar', 'Referanslar', 'İletişim']) {
      await nav.getByRole('link', { name: label, exact: true }).waitFor();
    }
    await header.getByRole('button', { name: 'Giriş / Kayıt' }).waitFor();
    await header.getByRole('button', { name: /Sepet/ }).waitFor();
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => header.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
  });

  it('scrolls to a section on /, and from another page goes to / first', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Referanslar' }).click();
    await expect.poll(() => sectionAtTop(page, 'referanslar'), { timeout: 5000 }).toBe(true);

    await page.goto('/misyon');
    await page.waitForLoadState('networkidle');
    await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Kataloglar' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => sectionAtTop(page, 'kataloglar'), { timeout: 5000 }).toBe(true);
  });

  it('fills the reading-progress bar with the page scroll', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const bar = page.locator('#reading-progress');
    expect(await bar.evaluate((el) => getComputedStyle(el).transform)).toMatch(/matrix\(0,/);
    await expect
      .poll(
        async () => {
          await page.evaluate(() =>
            window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
          );
          return bar.evaluate((el) => el.style.transform);
        },
        { timeout: 5000 },
      )
      .toBe('scaleX(1)');
    // A reload keeps the scroll position; the bar shows it without a scroll event.
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBeGreaterThan(0);
    await expect
      .poll(() => bar.evaluate((el) => el.style.transform), { timeout: 5000 })
      .toMatch(/^scaleX\(0\.[1-9]|^scaleX\(1\)$/);
  });

  it('has the footer with services, contact, payment band, legal links and © 2024', async () => {
    const page = await browser.newPage();
    await page.goto('/kataloglar');
    const footer = page.locator('footer');
    for (const text of [
      'Elektrik Malzemeleri',
      'Teknik Danışmanlık',
      'Proje Desteği',
      'Hızlı Teslimat',
      'Kalite Garantisi',
      '0312 394 27 50',
      'info@ankaraelektrikmalzemeleri.com.tr',
      'güvenli ödeme',
      '© 2024',
    ]) {
      await footer.getByText(text, { exact: false }).first().waitFor();
    }
    // The company name ends in 'Şti.': the line must not read 'Şti.. Tüm'.
    expect(await footer.getByText('© 2024').textContent()).toBe(
      '© 2024 Ankara Elektrik Malzemeleri San. ve Tic. Ltd. Şti. Tüm hakları saklıdır.',
    );
    await footer
      .getByRole('list', { name: 'Yasal metinler' })
      .getByRole('button', { name: 'Mesafeli Satış Sözleşmesi' })
      .waitFor();
  });

  it('opens a legal dialog from the footer with the company filled in, and closes it', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.locator('footer').getByRole('button', { name: 'Teslimat ve İade' }).click();
    const dialog = page.getByRole('dialog', { name: 'Teslimat ve İade Şartları' });
    await dialog.getByTestId('legal-text').waitFor();
    const text = await dialog.getByTestId('legal-text').textContent();
    for (const fact of [
      '500 TL',
      '14 gün',
      '24 saat',
      '1-3 iş günü',
      '2-5 iş günü',
      'en az 2 yıl',
      '09:00-18:00',
      'İvedik OSB',
    ])
      expect(text).toContain(fact);
    await dialog.getByRole('button', { name: 'Kapat' }).last().click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    await page.locator('footer').getByRole('button', { name: 'KVKK' }).click();
    await page
      .getByRole('dialog', { name: 'Kişisel Verilerin Korunması' })
      .getByText('Ankara Elektrik Malzemeleri San. ve Tic. Ltd. Şti.')
      .first()
      .waitFor();
  });

  it('refreshes the logo setting on window focus', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByTestId('site-logo-bolt').waitFor();
    await page.waitForLoadState('networkidle');
    const request = page.waitForRequest((r) => r.url().endsWith('/api/settings/company_logo'));
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await request;
  });

  it('Markete Git goes to /urunler and scrolls down 150 px', async () => {
    const page = await browser.newPage({ height: 400 });
    await page.goto('/');
    await page.getByRole('link', { name: 'Markete Git' }).click();
    await page.waitForURL(/\/urunler$/);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBeGreaterThanOrEqual(140);
  });
});

describe('mobile menu (390 px)', () => {
  it('shows the items, phone and e-mail, locks page scroll, and closes on the backdrop or an item', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto('/');
    expect(await page.getByRole('navigation', { name: 'Ana menü' }).isVisible()).toBe(false);
    const open = page.getByRole('button', { name: 'Menüyü aç' });
    await page.waitForLoadState('networkidle');
    await open.click();
    const menu = page.getByRole('navigation', { name: 'Mobil menü' });
    await menu.waitFor();
    await menu.getByText('0312 394 27 50').waitFor();
    await menu.getByText('info@ankaraelektrikmalzemeleri.com.tr').waitFor();
    await menu.getByRole('button', { name: 'Giriş / Kayıt' }).waitFor();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    await page.getByTestId('mobile-menu-backdrop').click({ position: { x: 10, y: 700 } });
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    await open.click();
    await menu.getByRole('link', { name: 'İletişim' }).click();
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect.poll(() => sectionAtTop(page, 'iletisim'), { timeout: 5000 }).toBe(true);
  });
});
