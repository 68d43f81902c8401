import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser.ts';

const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

async function fill(page: Page) {
  await page.getByLabel('Ad Soyad *', { exact: true }).fill('Mehmet Öztürk');
  await page.getByLabel('E-posta *', { exact: true }).fill('mehmet@example.com.tr');
  await page.getByLabel('Telefon', { exact: true }).fill('0532 000 00 00');
  await page.getByLabel('Firma', { exact: true }).fill('Öztürk Elektrik');
  await page.getByLabel('Konu *', { exact: true }).selectOption('teknik');
  await page.getByLabel('Mesaj *', { exact: true }).fill('Kompakt şalter seçimi için destek rica ediyorum.');
}

describe('contact form', () => {
  it('sends: Gönderiliyor..., the success toast and a cleared form', async () => {
    const page = await browser.newPage();
    await page.goto('/iletisim');
    await page.waitForLoadState('networkidle');
    // Hold the real request until the sending state has been seen.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await released;
      await route.continue();
    });
    await fill(page);
    await page.getByRole('button', { name: 'Mesaj Gönder' }).click();
    const sending = page.getByRole('button', { name: 'Gönderiliyor...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();
    await page
      .getByRole('status')
      .getByText('Mesajınız başarıyla gönderildi! En kısa sürede size dönüş yapacağız.')
      .waitFor();
    expect(await page.getByLabel('Ad Soyad *', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Mesaj *', { exact: true }).inputValue()).toBe('');
  });

  it('keeps the fields and shows the error toast when sending fails', async () => {
    const page = await browser.newPage();
    await page.goto('/iletisim');
    await page.waitForLoadState('networkidle');
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 503, body: 'Servis geçici olarak kullanılamıyor' }),
    );
    await fill(page);
    await page.getByRole('button', { name: 'Mesaj Gönder' }).click();
    await page.getByRole('alert').getByText('Mesaj gönderilemedi. Lütfen tekrar deneyin.').waitFor();
    expect(await page.getByLabel('Ad Soyad *', { exact: true }).inputValue()).toBe('Mehmet Öztürk');
    expect(await page.getByLabel('Konu *', { exact: true }).inputValue()).toBe('teknik');
  });

  it('the home section sends with its own success text', async () => {
    const page = await browser.newPage();
    await page.goto('/#iletisim');
    const form = page.locator('#iletisim');
    await form.getByRole('button', { name: 'Mesaj Gönder' }).waitFor();
    // The form hydrates when it comes into view; the shop window above it loads meanwhile and
    // may push it out again, so it is brought into view and typed into once hydrated.
    await form.scrollIntoViewIfNeeded();
    await form.locator('astro-island:not([ssr])').waitFor({ state: 'attached' });
    await fill(page);
    await form.getByRole('button', { name: 'Mesaj Gönder' }).click();
    await page.getByRole('status').getByText('Mesajınız gönderildi. En kısa sürede size dönüş yapacağız.').waitFor();
  });
});
