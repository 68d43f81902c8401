import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTRY, fromKurus } from '#api/shared/money.ts';
import { orderTotals } from '#api/shared/totals.ts';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser.ts';
import { addFromMarket, addSimpleProducts, fillLogin, newCustomer, openShop } from './shop-helpers.ts';

const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

const cartDialog = (page: Page) => page.getByRole('dialog', { name: 'Sepetim' });
const badge = (page: Page) => page.getByTestId('cart-badge');
const quantityOf = async (page: Page, name: string) =>
  cartDialog(page).getByRole('listitem', { name }).getByLabel('Adet', { exact: true }).textContent();

describe('the cart dialog in Chromium', () => {
  it('shows the empty cart with a way to the products', async () => {
    const page = await browser.newPage();
    await openShop(page);
    await page.getByRole('button', { name: /^Sepet(\s*,|$)/ }).click();
    await cartDialog(page).getByText('Sepetiniz boş').waitFor();
    await cartDialog(page).getByRole('button', { name: 'Alışverişe Başla' }).click();
    await page.waitForURL(/\/urunler$/);
  });

  it('lets a guest add two products, change quantities, remove one and clear the cart', async () => {
    const page = await browser.newPage();
    const [first, second] = ['Prysmian NYM Kablo 3x2,5 mm²', 'Hes Kablo NYM Kablo 5 Damarlı'];
    await addFromMarket(page, first);
    await expect.poll(() => badge(page).textContent()).toBe('1');
    await addFromMarket(page, second, '5x1,5 mm²');
    await expect.poll(() => badge(page).textContent()).toBe('2');

    await page.getByRole('button', { name: /^Sepet(\s*,|$)/ }).click();
    const dialog = cartDialog(page);
    await dialog.getByText('2 çeşit').waitFor();
    expect(await dialog.getByRole('button', { name: `Azalt: ${first}` }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: `Artır: ${first}` }).click();
    await expect.poll(() => quantityOf(page, first!)).toBe('2');
    await dialog.getByRole('button', { name: `Artır: ${first}` }).click();
    await expect.poll(() => quantityOf(page, first!)).toBe('3');
    await dialog.getByRole('button', { name: `Azalt: ${first}` }).click();
    await expect.poll(() => quantityOf(page, first!)).toBe('2');
    // The shown total is the server's lines with each product's KDV on top.
    const cart = await page.evaluate(async () =>
      (await fetch('/api/cart', { headers: { 'x-session-id': localStorage.getItem('cartSessionId')! } })).json(),
    );
    expect(cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([2, 1]);
    const total = formatTRY(fromKurus(orderTotals(cart.items).totalKurus));
    expect(await dialog.getByTestId('cart-total').textContent()).toBe(total);

    await dialog.getByRole('button', { name: `Sepetten çıkar: ${second}` }).click();
    await dialog.getByRole('status').filter({ hasText: 'Ürün sepetten çıkarıldı' }).waitFor();
    await dialog.getByText('1 çeşit').waitFor();
    await expect.poll(() => badge(page).textContent()).toBe('1');

    await dialog.getByRole('button', { name: 'Sepeti Temizle' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Sepet temizlendi' }).waitFor();
    await dialog.getByText('Sepetiniz boş').waitFor();
    expect(await badge(page).count()).toBe(0);
  });

  it('tells the guest when a change would exceed the stock', async () => {
    const page = await browser.newPage();
    await openShop(page);
    const [name] = await addSimpleProducts(page, 1);
    // Raise the line to the product's whole stock, so one more is refused.
    await page.evaluate(async () => {
      const headers = { 'content-type': 'application/json', 'x-session-id': localStorage.getItem('cartSessionId')! };
      const cart = await (await fetch('/api/cart', { headers })).json();
      const put = async (quantity: number) =>
        (
          await fetch(`/api/cart/items/${cart.items[0].id}`, {
            method: 'PUT',
            headers,
            body: JSON.stringify({ quantity }),
          })
        ).ok;
      // The stock is not shown here: find the largest quantity the server accepts.
      let [low, high] = [1, 1_000_000];
      while (low < high) {
        const mid = Math.ceil((low + high) / 2);
        if (await put(mid)) low = mid;
        else high = mid - 1;
      }
      await put(low);
    });
    await page.reload();
    await page.getByRole('button', { name: /^Sepet(\s*,|$)/ }).click();
    const before = await quantityOf(page, name!);
    await cartDialog(page)
      .getByRole('button', { name: `Artır: ${name}` })
      .click();
    await cartDialog(page).getByRole('alert').filter({ hasText: 'Sepet güncellenemedi' }).waitFor();
    expect(await quantityOf(page, name!)).toBe(before);
  });

  it('keeps a guest cart across a reload and merges it into the customer cart at login', async () => {
    const customer = newCustomer();
    const page = await browser.newPage();
    await openShop(page);
    const registered = await page.request.post('/api/auth/register', {
      data: { ...customer, kvkkConsent: true, emailMarketingConsent: false },
    });
    expect(registered.status()).toBe(200);
    const [name] = await addSimpleProducts(page, 1);
    await page.reload();
    await expect.poll(() => badge(page).textContent()).toBe('1');

    await page.getByRole('button', { name: 'Giriş / Kayıt' }).click();
    await fillLogin(page, customer.username, customer.password);
    await page.getByRole('button', { name: 'Çıkış' }).waitFor();
    await page.getByRole('button', { name: /^Sepet(\s*,|$)/ }).click();
    await cartDialog(page).getByRole('listitem', { name: name! }).waitFor();
    // The line now belongs to the customer: the guest session alone sees an empty cart.
    const guestCart = await page.evaluate(async () =>
      (await fetch('/api/cart', { headers: { 'x-session-id': localStorage.getItem('cartSessionId')! } })).json(),
    );
    expect(guestCart.items).toEqual([]);

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Çıkış' }).click();
    await page.getByRole('button', { name: 'Giriş / Kayıt' }).waitFor();
    await expect.poll(() => badge(page).count()).toBe(0);
  });
});
