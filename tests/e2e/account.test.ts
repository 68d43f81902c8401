import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { fillLogin, fillRegister, newCustomer, openShop } from './shop-helpers.ts';

const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

describe('the account dialog in Chromium', () => {
  it('opens on the login tab and refuses an empty login', async () => {
    const page = await browser.newPage();
    await openShop(page);
    await page.getByRole('button', { name: 'Giriş / Kayıt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hesabım' });
    expect(await dialog.getByRole('tab', { name: 'Giriş Yap' }).getAttribute('aria-selected')).toBe('true');
    await dialog.getByRole('tabpanel').getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByRole('alert').filter({ hasText: 'Tüm alanları doldurun' }).waitFor();
  });

  it("shows 'Şifreler eşleşmiyor' when the passwords differ, and creates no account", async () => {
    const page = await browser.newPage();
    await openShop(page);
    await page.getByRole('button', { name: 'Giriş / Kayıt' }).click();
    const customer = newCustomer();
    await fillRegister(page, customer, 'Baska-1234');
    await page.getByRole('alert').filter({ hasText: 'Şifreler eşleşmiyor' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Hesabım' }).isVisible()).toBe(true);
    const login = await page.request.post('/api/auth/login', {
      data: { username: customer.username, password: customer.password },
    });
    expect(login.status()).toBe(401);
  });

  it('registers, logs out and logs in again', async () => {
    const page = await browser.newPage();
    await openShop(page);
    const customer = newCustomer();
    await page.getByRole('button', { name: 'Giriş / Kayıt' }).click();
    await fillRegister(page, customer);
    await page.getByRole('status').filter({ hasText: 'Hesap oluşturuldu ve giriş yapıldı' }).waitFor();
    await page.getByRole('button', { name: 'Çıkış' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Hesabım' }).isVisible()).toBe(false);
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    expect(await page.getByRole('link', { name: 'Admin Panel' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Çıkış' }).click();
    await page.getByRole('button', { name: 'Giriş / Kayıt' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('userId')])).toEqual([
      null,
      null,
    ]);
    // The session ended on the server too.
    expect((await page.request.get('/api/auth/user', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(
      401,
    );

    await page.getByRole('button', { name: 'Giriş / Kayıt' }).click();
    await fillLogin(page, customer.username, 'yanlis-sifre');
    await page.getByRole('alert').filter({ hasText: 'Kullanıcı adı veya şifre hatalı' }).waitFor();
    await fillLogin(page, customer.username, customer.password);
    await page.getByRole('status').filter({ hasText: 'Giriş yapıldı' }).waitFor();
    await page.getByRole('button', { name: 'Çıkış' }).waitFor();
    // The form was cleared for the next time the dialog opens.
    await page.reload();
    await page.getByRole('button', { name: 'Çıkış' }).waitFor();
  });

  it('welcomes an admin and shows the Admin Panel link', async () => {
    const page = await browser.newPage();
    await openShop(page);
    await page.getByRole('button', { name: 'Giriş / Kayıt' }).click();
    await fillLogin(page, inject('adminUsername'), inject('adminPassword'));
    await page.getByRole('status').filter({ hasText: 'Admin paneline hoş geldiniz!' }).waitFor();
    await page.getByRole('link', { name: 'Admin Panel' }).waitFor();
    expect(await page.getByRole('link', { name: 'Admin Panel' }).getAttribute('href')).toBe('/admin');
  });
});
