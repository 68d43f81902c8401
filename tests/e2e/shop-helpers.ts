import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';

/** A username and e-mail no other test uses. */
export function newCustomer() {
  const tag = randomBytes(4).toString('hex');
  return { username: `musteri_${tag}`, email: `musteri_${tag}@ornek.com.tr`, password: 'Gizli-1234', fullName: 'Ayşe Yılmaz' };
}

/** Waits until the header island has hydrated (it creates the guest session id). */
export async function openShop(page: Page, path = '/') {
  await page.goto(path);
  await page.getByRole('button', { name: /^Sepet/ }).waitFor();
  await page.waitForFunction(() => localStorage.getItem('cartSessionId') !== null);
}

/**
 * Puts `count` variant-less products into this page's guest cart, the way the product
 * dialog does (POST /api/cart/items with the stored X-Session-ID), trying catalogue ids
 * in order: the demo catalogue's ids are fixed and the answer says when a variant is
 * needed. (The product market with GET /api/products is built in another issue.)
 */
export async function addSimpleProducts(page: Page, count: number): Promise<string[]> {
  return page.evaluate(async (wanted) => {
    const session = localStorage.getItem('cartSessionId')!;
    const names: string[] = [];
    for (let id = 1; names.length < wanted && id <= 60; id++) {
      const res = await fetch('/api/cart/items', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-session-id': session },
        body: JSON.stringify({ productId: id, quantity: 1 }),
      });
      if (!res.ok) continue;
      const cart = (await res.json()) as { items: { productId: number; productName: string }[] };
      names.push(cart.items.find((i) => i.productId === id)!.productName);
    }
    return names;
  }, count);
}

/** Fills and sends the register tab of the account dialog. */
export async function fillRegister(page: Page, c: { username: string; email: string; password: string; fullName: string }, confirm = c.password) {
  const dialog = page.getByRole('dialog', { name: 'Hesabım' });
  await dialog.getByRole('tab', { name: 'Kayıt Ol' }).click();
  await dialog.getByLabel('Kullanıcı Adı').fill(c.username);
  await dialog.getByLabel('Ad Soyad').fill(c.fullName);
  await dialog.getByRole('textbox', { name: 'E-posta' }).fill(c.email);
  await dialog.getByLabel('Şifre', { exact: true }).fill(c.password);
  await dialog.getByLabel('Şifre Tekrar').fill(confirm);
  await dialog.getByRole('checkbox', { name: /Kişisel Verilerin Korunması/ }).check();
  await dialog.getByRole('button', { name: 'Kayıt Ol', exact: true }).last().click();
}

export async function fillLogin(page: Page, username: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Hesabım' });
  await dialog.getByLabel('Kullanıcı Adı').fill(username);
  await dialog.getByLabel('Şifre').fill(password);
  await dialog.getByRole('tabpanel').getByRole('button', { name: 'Giriş Yap' }).click();
}
