import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { baseUrl, useBrowser } from './browser.ts';
import { waitForMarket } from './shop-helpers.ts';
import { fillCheckoutForm } from './checkout-form.ts';
import { insertProduct, insertVariant, newSessionId, stockOf } from '../helpers/checkout-fixtures.ts';
import { checkoutCart } from '../helpers/order-flow.ts';

const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

/** The cart API comes with another issue; the whole-shop purchase runs once it is merged. */
async function cartApiAvailable(): Promise<boolean> {
  const res = await fetch(`${baseUrl()}/api/cart`, { headers: { 'x-session-id': newSessionId() } });
  return res.status !== 404;
}

describe('the sandbox card form in Chromium (own server and database)', () => {
  const shop = useShopUnderTest('pglite');
  async function orderToken() {
    const productId = await insertProduct(shop.db.sql, { name: 'Sıva Altı Priz' });
    const variantId = await insertVariant(shop.db.sql, productId, { name: 'Beyaz', price: '49.90', stock: 6 });
    const { token, orderNumber } = await checkoutCart(shop, [{ productId, variantId, quantity: 2 }]);
    return { token, variantId, orderNumber };
  }

  async function payInBrowser(token: string, card: string) {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (m) => /Content.Security.Policy/i.test(m.text()) && errors.push(m.text()));
    await page.goto(`${shop.server.url}/api/payment/sandbox/form?token=${token}`);
    await page.getByText('Ödenecek tutar: ₺119,76').waitFor();
    await page.getByLabel('Kart Numarası').fill(card);
    await page.getByLabel('Kart Üzerindeki İsim').fill('AYSE YILMAZ');
    await page.getByLabel('Son Kullanma Tarihi (AA/YY)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: '₺119,76 Öde' }).click();
    // The result page posts the token back to the shop by itself (its script is allowed by hash).
    await page.waitForURL(/\/order-(success|failed)/);
    expect(errors).toEqual([]);
    return new URL(page.url());
  }

  it('pays with 5528790000000008 and comes back to the success page', async () => {
    const { token, orderNumber } = await orderToken();
    const url = await payInBrowser(token, '5528 7900 0000 0008');
    expect(url.pathname + url.search).toBe(`/order-success?orderNumber=${orderNumber}`);
    expect((await shop.db.sql`SELECT status FROM orders WHERE order_number = ${orderNumber}`)[0]!.status).toBe(
      'confirmed',
    );
  });

  it('declines 4111111111111129 and lands on the failure page with the stock back', async () => {
    const { token, variantId } = await orderToken();
    // 6 on the shelf: the unpaid order holds both its units, a third of the shelf (decision 0259).
    expect(await stockOf(shop.db.sql, 'product_variants', variantId)).toBe(4);
    const url = await payInBrowser(token, '4111111111111129');
    expect(url.pathname + url.search).toBe('/order-failed?error=payment_failed');
    expect(await stockOf(shop.db.sql, 'product_variants', variantId)).toBe(6);
  });
});

describe('a guest buys through the whole shop', async () => {
  const available = await cartApiAvailable();

  it.skipIf(!available)('product dialog → cart → checkout → sandbox card → success page and order page', async () => {
    const page = await browser.newPage();
    await page.goto('/urunler');
    await waitForMarket(page);
    await page.getByRole('button', { name: 'Seçenekleri Gör' }).first().click();
    const dialog = page.getByRole('dialog');
    // The dialog's body loads on first use: its variant choice is there once its button is.
    await dialog.getByRole('button', { name: /Sepete Ekle/ }).waitFor();
    const variantSelect = dialog.getByRole('combobox').first();
    if (await variantSelect.count()) {
      const options = await variantSelect.locator('option:not([disabled])').all();
      const value = await options.at(-1)!.getAttribute('value');
      if (value) await variantSelect.selectOption(value);
    }
    await dialog.getByRole('button', { name: /Sepete Ekle/ }).click();
    await page.getByText('Ürün Eklendi').waitFor();
    await page.getByRole('button', { name: /Sepet/ }).first().click();
    await page
      .getByRole('button', { name: 'Sipariş Ver' })
      .or(page.getByRole('link', { name: 'Sipariş Ver' }))
      .click();
    await page.waitForURL(/\/checkout/);
    await page.getByRole('heading', { name: 'Sipariş Özeti' }).waitFor();
    const total = await page.getByTestId('checkout-total').textContent();

    await fillCheckoutForm(page);
    await page.getByRole('button', { name: 'Siparişi Onayla ve Öde' }).click();

    await page.getByLabel('Kart Numarası').fill('5528790000000008');
    await page.getByLabel('Kart Üzerindeki İsim').fill('AYSE YILMAZ');
    await page.getByLabel('Son Kullanma Tarihi (AA/YY)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: / Öde$/ }).click();

    await page.getByRole('heading', { name: 'Siparişiniz Alındı!' }).waitFor();
    await page.getByText('Onaylandı').waitFor();
    await page.getByText(total!, { exact: true }).last().waitFor();
    const orderNumber = new URL(page.url()).searchParams.get('orderNumber')!;
    await page.goto(`/siparis/${orderNumber}`);
    await page.getByRole('heading', { name: 'Sipariş Bilgileri' }).waitFor();
    await page.getByText(orderNumber).first().waitFor();
  });
});
