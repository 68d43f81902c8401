import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';

/** A username and e-mail no other test uses. */
export function newCustomer() {
  const tag = randomBytes(4).toString('hex');
  return {
    username: `musteri_${tag}`,
    email: `musteri_${tag}@ornek.com.tr`,
    password: 'Gizli-1234',
    fullName: 'Ayşe Yılmaz',
  };
}

/** Waits until the header island has hydrated (it creates the guest session id). */
export async function openShop(page: Page, path = '/') {
  await page.goto(path);
  await page.getByRole('button', { name: /^Sepet(\s*,|$)/ }).waitFor();
  await page.waitForFunction(() => localStorage.getItem('cartSessionId') !== null);
}

/**
 * Waits until the island holding `control` has hydrated: the server's HTML shows the control
 * earlier, and a choice made on it before hydration is lost.
 */
export async function waitForIsland(control: Locator) {
  await control.locator('xpath=ancestor::astro-island[not(@ssr)]').first().waitFor({ state: 'attached' });
}

/**
 * Waits until the product market (the listing's island on /urunler and a category's page) has
 * hydrated: its first page of cards is server HTML, and a tap on one before then does nothing.
 */
export async function waitForMarket(page: Page) {
  await page.locator('astro-island[component-url*="ProductMarket"]:not([ssr])').waitFor({ state: 'attached' });
}

/** Puts these products into the page's guest cart through the cart API, as the market's buttons do. */
export async function putInGuestCart(page: Page, lines: { productId: number; quantity: number }[]) {
  await page.evaluate(async (wanted) => {
    const headers = { 'content-type': 'application/json', 'x-session-id': localStorage.getItem('cartSessionId')! };
    for (const line of wanted) await fetch('/api/cart/items', { method: 'POST', headers, body: JSON.stringify(line) });
  }, lines);
}

/**
 * Puts `count` in-stock products without variants into this page's guest cart, the way the
 * product dialog does (POST /api/cart/items with the stored X-Session-ID). Returns their names.
 */
export async function addSimpleProducts(page: Page, count: number): Promise<string[]> {
  return page.evaluate(async (wanted) => {
    const list = (await (await fetch('/api/products?inStockOnly=true&pageSize=50')).json()) as {
      products: { id: number; name: string; variants: unknown[] }[];
    };
    const picked = list.products.filter((p) => p.variants.length === 0).slice(0, wanted);
    const headers = { 'content-type': 'application/json', 'x-session-id': localStorage.getItem('cartSessionId')! };
    for (const p of picked) {
      const res = await fetch('/api/cart/items', {
        method: 'POST',
        headers,
        body: JSON.stringify({ productId: p.id, quantity: 1 }),
      });
      if (!res.ok) throw new Error(`${p.name}: ${res.status} ${await res.text()}`);
    }
    return picked.map((p) => p.name);
  }, count);
}

/** Adds a product through the market's product dialog, choosing `variant` when given. */
export async function addFromMarket(page: Page, name: string, variant?: string) {
  await page.goto(`/urunler?search=${encodeURIComponent(name)}`);
  await waitForMarket(page);
  await page.getByRole('button', { name: `Seçenekleri Gör: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  if (variant) {
    const select = dialog.getByRole('combobox', { name: 'Seçenek' });
    await select.selectOption((await select.locator('option', { hasText: variant }).getAttribute('value'))!);
  }
  await dialog.getByRole('button', { name: 'Sepete Ekle' }).click();
  await page.getByRole('status').filter({ hasText: 'Ürün Eklendi' }).waitFor();
}

/** Fills and sends the register tab of the account dialog. */
export async function fillRegister(
  page: Page,
  c: { username: string; email: string; password: string; fullName: string },
  confirm = c.password,
) {
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

/** A new customer registered through the header's 'Giriş / Kayıt' on the freshly opened shop, and signed in. */
export async function registeredCustomer(page: Page) {
  const customer = newCustomer();
  await openShop(page);
  await page.getByRole('button', { name: 'Giriş / Kayıt' }).click();
  await fillRegister(page, customer);
  await page.getByRole('link', { name: 'Hesabım' }).waitFor();
  return customer;
}

export async function fillLogin(page: Page, username: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Hesabım' });
  await dialog.getByLabel('Kullanıcı Adı').fill(username);
  await dialog.getByLabel('Şifre').fill(password);
  await dialog.getByRole('tabpanel').getByRole('button', { name: 'Giriş Yap' }).click();
}
