import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser.ts';
import { openAdmin, productAt, useAdminBrowser } from './admin-helpers.ts';
import { fillCheckoutForm, payWithSandboxCard } from './checkout-form.ts';
import { openShop, putInGuestCart } from './shop-helpers.ts';

// Issue 39: a discount code made in 'Kampanyalar', applied in the cart, carried through the
// checkout to a paid card payment, and listed as its own line on the order.

const signedIn = useAdminBrowser();
const { browser } = signedIn;

describe('a discount code in Chromium', () => {
  it("is made in 'Kampanyalar', applied in the cart, shown at the checkout and paid by card with the discount", async () => {
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    const admin = await browser.newPage();
    await openAdmin(admin, signedIn.token, 'promotions');
    await admin.getByRole('button', { name: '+ Yeni Kampanya' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Yeni Kampanya' });
    await dialog.getByLabel('İndirim Kodu').fill(code.toLowerCase());
    await dialog.getByLabel('Kampanya Türü').selectOption('percent');
    await dialog.getByLabel('İndirim Oranı (%)').fill('10');
    await dialog.getByRole('button', { name: 'Kampanya Ekle' }).click();
    await admin.getByRole('status').filter({ hasText: 'Kampanya oluşturuldu' }).waitFor();
    await admin.getByRole('heading', { name: code, exact: true }).waitFor();

    const productId = await productAt(signedIn.token, 'Sıva Altı Priz Krem', '200.00', '20');
    const page = await browser.newPage();
    await openShop(page, '/urunler');
    await putInGuestCart(page, [{ productId: productId, quantity: 2 }]);

    await page.getByRole('button', { name: /^Sepet(\s*,|$)/ }).click();
    const cart = page.getByRole('dialog', { name: 'Sepetim' });
    const field = cart.getByRole('textbox', { name: 'İndirim kodu' });
    // An unknown code is refused in Turkish, next to the field.
    await field.fill('YOKBOYLEKOD');
    await cart.getByRole('button', { name: 'Uygula' }).click();
    await cart.getByRole('alert').filter({ hasText: 'Bu indirim kodu geçerli değil' }).waitFor();
    await field.fill(code.toLowerCase());
    await cart.getByRole('button', { name: 'Uygula' }).click();
    await cart.getByTestId('applied-code').filter({ hasText: code }).waitFor();
    // 10 % of 400 before KDV: 40 off, 360 net, 72 KDV, 432 in all.
    const label = `%10 İndirim (${code})`;
    await cart.getByText(label, { exact: true }).waitFor();
    await cart.getByText('−₺40,00', { exact: true }).waitFor();
    expect(await cart.getByTestId('cart-total').textContent()).toBe('₺432,00');

    await cart.getByRole('button', { name: 'Sipariş Ver' }).click();
    await page.waitForURL(/\/checkout$/);
    const summary = page.getByRole('complementary');
    for (const text of [label, '−₺40,00', '₺72,00']) await summary.getByText(text, { exact: true }).first().waitFor();
    expect(await summary.getByTestId('checkout-total').textContent()).toBe('₺432,00');

    await fillCheckoutForm(page);
    await page.getByRole('button', { name: 'Siparişi Onayla ve Öde' }).click();
    await payWithSandboxCard(page);
    await page.waitForURL(/\/order-success/);
    const orderNumber = new URL(page.url()).searchParams.get('orderNumber')!;

    const order = await (await fetch(`${baseUrl()}/api/orders/${orderNumber}`)).json();
    expect(order).toMatchObject({
      status: 'confirmed',
      subtotal: '400.00',
      discountAmount: '40.00',
      discounts: [{ code, label, amount: '40.00' }],
      vatBreakdown: [{ rate: 20, base: '360.00', vat: '72.00' }],
      totalAmount: '432.00',
    });
    await page.goto(`/siparis/${orderNumber}`);
    const items = page.getByRole('region', { name: 'Ürünler' });
    for (const text of [label, '−₺40,00', '₺432,00']) await items.getByText(text, { exact: true }).first().waitFor();

    // The paid order used the code: the admin's card counts it.
    await admin.reload();
    await admin
      .getByRole('listitem')
      .filter({ has: admin.getByRole('heading', { name: code, exact: true }) })
      .getByText('Kullanım: 1')
      .waitFor();
  });
});
