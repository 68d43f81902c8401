import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { downloadedBytes, useBrowser } from './browser.ts';
import { fillCheckoutForm, payWithSandboxCard } from './checkout-form.ts';
import {
  addSimpleProducts,
  fillLogin,
  fillRegister,
  newCustomer,
  openShop,
  registeredCustomer,
} from './shop-helpers.ts';
import { tokenFromMail } from '../helpers/account-fixtures.ts';
import { EMAIL_VERIFICATION_MESSAGES } from '#api/schemas/account.ts';

const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

/** Pays by the sandbox card and answers the order's number. */
async function payAndReadOrderNumber(page: Page) {
  await payWithSandboxCard(page);
  await page.waitForURL(/\/order-success/);
  return new URL(page.url()).searchParams.get('orderNumber')!;
}

describe('a customer account from registration to deletion, in Chromium', () => {
  it('register → order → Siparişlerim → reset the password by mail → log in → download the data → delete the account', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`${new URL(page.url()).pathname}: ${e.message}`));
    const customer = newCustomer();

    // Register with a guest cart: it joins the new account.
    await openShop(page);
    await addSimpleProducts(page, 1);
    await page.getByRole('button', { name: 'Giriş / Kayıt' }).click();
    await fillRegister(page, customer);
    await page.getByRole('link', { name: 'Hesabım' }).waitFor();

    // The checkout starts from the account's details and keeps the typed address.
    await page.goto('/checkout');
    await page.getByRole('group', { name: 'Kayıtlı Adreslerim' }).waitFor();
    await page.waitForFunction(
      (email) => (document.querySelector('input[name="customerEmail"]') as HTMLInputElement | null)?.value === email,
      customer.email,
    );
    expect(await page.locator('input[name="customerName"]').inputValue()).toBe(customer.fullName);
    await fillCheckoutForm(page);
    await page.getByRole('checkbox', { name: 'Bu fatura adresini adreslerime kaydet' }).check();
    await page.getByRole('button', { name: 'Siparişi Onayla ve Öde' }).click();
    const orderNumber = await payAndReadOrderNumber(page);

    // 'Siparişlerim' lists it; 'Adreslerim' has the saved address as the defaults.
    await page.goto('/hesabim');
    const orders = page.getByRole('tabpanel');
    await orders.getByRole('link', { name: orderNumber }).waitFor();
    await orders.getByText('Onaylandı').waitFor();
    await page.getByRole('tab', { name: 'Adreslerim' }).click();
    await page.getByText('Varsayılan fatura').waitFor();
    await page.getByText('06378 Yenimahalle / Ankara').waitFor();

    // Signed out on /hesabim, the account dialog opens by itself. Forgotten password: the link arrives by mail and works once.
    await page.getByRole('button', { name: 'Çıkış' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hesabım' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Şifremi Unuttum' }).click();
    await dialog.getByRole('textbox', { name: 'E-posta' }).fill(customer.email);
    await dialog.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }).click();
    await dialog.getByText('şifre sıfırlama bağlantısı gönderdik').waitFor();
    const token = await tokenFromMail(path.join(inject('dataDir'), 'mail'), customer.email, '/sifre-sifirla');
    await page.goto(`/sifre-sifirla?token=${token}`);
    const newPassword = 'Yepyeni-5678';
    await page.getByLabel('Yeni Şifre', { exact: true }).fill(newPassword);
    await page.getByLabel('Yeni Şifre Tekrar').fill(newPassword);
    await page.getByRole('button', { name: 'Şifremi Kaydet' }).click();
    await page.getByText('Şifreniz değiştirildi').waitFor();
    expect(page.url()).not.toContain(token);

    await page.getByRole('main').getByRole('button', { name: 'Giriş Yap' }).click();
    await fillLogin(page, customer.username, customer.password);
    await page.getByRole('alert').filter({ hasText: 'Kullanıcı adı veya şifre hatalı' }).waitFor();
    await fillLogin(page, customer.username, newPassword);
    await page.getByRole('status').filter({ hasText: 'Giriş yapıldı' }).waitFor();

    // 'Verilerimi İndir' asks for the password again, then holds the order.
    await page.goto('/hesabim#kisisel-verilerim');
    const exportForm = page.getByRole('form', { name: 'Verilerimi İndir' });
    await exportForm.getByLabel('Şifreniz').fill('Yanlis-Sifre-1');
    await exportForm.getByRole('button', { name: 'Verilerimi İndir' }).click();
    await page.getByRole('alert').filter({ hasText: 'Şifreniz hatalı' }).waitFor();
    await exportForm.getByLabel('Şifreniz').fill(newPassword);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportForm.getByRole('button', { name: 'Verilerimi İndir' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^hesap-verilerim-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse((await downloadedBytes(download)).toString('utf8'));
    expect(data.profile.username).toBe(customer.username);
    expect(data.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([orderNumber]);
    expect(data.addresses).toHaveLength(1);

    // A link to another tab of the page (the address changes only after '#') switches the tab.
    await page.evaluate(() => (window.location.hash = 'adreslerim'));
    await expect.poll(() => page.getByRole('tab', { name: 'Adreslerim' }).getAttribute('aria-selected')).toBe('true');
    await page.evaluate(() => (window.location.hash = 'kisisel-verilerim'));
    await page.getByRole('button', { name: 'Hesabımı Sil' }).waitFor();

    // 'Hesabımı Sil': the login fails afterwards; the order page keeps only what the law keeps.
    page.once('dialog', (d) => void d.accept());
    const deleteForm = page.getByRole('form', { name: 'Hesabımı Sil' });
    await deleteForm.getByLabel('Şifreniz').fill(newPassword);
    await deleteForm.getByRole('button', { name: 'Hesabımı Sil' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('status').filter({ hasText: 'Hesabınız silindi' }).waitFor();
    await page.getByRole('button', { name: 'Giriş / Kayıt' }).waitFor();
    const login = await page.request.post('/api/auth/login', {
      data: { username: customer.username, password: newPassword },
    });
    expect(login.status()).toBe(401);

    await page.goto(`/siparis/${orderNumber}`);
    await page.getByRole('heading', { name: 'Sipariş Bilgileri' }).waitFor();
    const text = await page.getByRole('main').innerText();
    expect(text).toContain(orderNumber);
    expect(text).toContain('Ayşe Yılmaz');
    expect(text).toContain('İvedik OSB 1468. Cadde No: 27');
    expect(text).not.toContain('ayse@example.com');
    expect(text).not.toContain('05321234567');
    // The checkout page's own hydration error (#418, the cart store filled before the header hydrates) is issue 13's.
    expect(errors.filter((e) => !e.startsWith('/checkout: Minified React error #418'))).toEqual([]);
  });

  // Decision 0343: the address is unverified until the mailed link's button is pressed.
  it('shows an unproved address on the account page until the mailed link confirms it', async () => {
    const page = await browser.newPage();
    const customer = await registeredCustomer(page);
    await page.goto('/hesabim#hesap-bilgileri');
    const note = page.getByRole('note').filter({ hasText: EMAIL_VERIFICATION_MESSAGES.unverified });
    await note.waitFor();
    await note.getByRole('button', { name: 'Doğrulama bağlantısını yeniden gönder' }).click();
    await page.getByText(EMAIL_VERIFICATION_MESSAGES.sent).waitFor();

    const token = await tokenFromMail(path.join(inject('dataDir'), 'mail'), customer.email, '/eposta-dogrula', 1);
    await page.goto(`/eposta-dogrula?token=${token}`);
    await page.getByRole('button', { name: 'E-posta adresimi doğrula' }).click();
    await page.getByText(EMAIL_VERIFICATION_MESSAGES.confirmed).waitFor();

    await page.goto('/hesabim#hesap-bilgileri');
    await page.getByRole('heading', { name: 'Hesap Bilgileri' }).waitFor();
    await page.getByLabel('E-posta').first().waitFor();
    expect(await note.count()).toBe(0);
  });
});
