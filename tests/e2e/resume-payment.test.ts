import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, useBrowser } from './browser.ts';
import { addSimpleProducts, openShop } from './shop-helpers.ts';
import { fillCheckoutForm, payWithSandboxCard } from './checkout-form.ts';
import type { ProductListResponse } from '#api/schemas/products.ts';

// Issue 46 (decision 0347) and issue 45 (decision 0346) on a 390-px phone.
const PHONE = { width: 390, height: 844, phone: true };
const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

async function expectThumbSized(page: Page, name: string) {
  const box = await page.getByRole('button', { name }).boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);
}

describe('finishing a payment later on a phone (390 × 844)', () => {
  it('leaves the card page, comes back to the order page, taps ‘Ödemeye devam et’ and pays', async () => {
    const page = await browser.newPage(PHONE);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => /Content.Security.Policy/i.test(m.text()) && errors.push(m.text()));
    await openShop(page, '/urunler');
    await addSimpleProducts(page, 1);
    await page.goto('/checkout');
    await page.getByLabel('Ad Soyad *', { exact: true }).first().waitFor();
    await fillCheckoutForm(page);
    await page.getByRole('button', { name: 'Siparişi Onayla ve Öde' }).tap();
    // The sandbox's card page: the buyer leaves it without paying.
    const number = page.getByText(/^Sipariş numarası:/);
    await number.waitFor();
    const orderNumber = (await number.locator('strong').textContent())!.trim();
    await page.goto('/urunler');

    await page.goto(`/siparis/${orderNumber}`);
    // The specification's header stays; the page adds that the money has not arrived.
    await page.getByRole('heading', { level: 1, name: 'Siparişiniz Alındı!' }).waitFor();
    await page.getByText('Ödeme bekleniyor').waitFor();
    await expectThumbSized(page, 'Ödemeye devam et');
    await page.getByRole('button', { name: 'Ödemeye devam et' }).tap();

    await page.getByText(`Sipariş numarası: ${orderNumber}`).waitFor();
    await payWithSandboxCard(page);
    await page.waitForURL(/\/order-success/);
    expect(new URL(page.url()).searchParams.get('orderNumber')).toBe(orderNumber);

    await page.goto(`/siparis/${orderNumber}`);
    await page.getByText('Onaylandı').first().waitFor();
    expect(await page.getByText('Ödeme bekleniyor').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Ödemeye devam et' }).count()).toBe(0);
    const order = await (await fetch(`${baseUrl()}/api/orders/${orderNumber}`)).json();
    expect(order).toMatchObject({ status: 'confirmed', paymentState: 'captured', canResumePayment: false });
    expect(errors).toEqual([]);
  });

  it('tells the buyer on the product page and in the cart when the quantity is more than can be held', async () => {
    const list = (await (
      await fetch(`${baseUrl()}/api/products?inStockOnly=true&pageSize=50`)
    ).json()) as ProductListResponse;
    // A product sold one by one with a few units: a checkout holds a third of them.
    const product = list.products.find(
      (p) => p.variants.length === 0 && p.orderStep === 1 && p.minOrderQuantity === 1 && p.stockQuantity >= 3,
    );
    expect(product, 'the demo catalogue has a simple product with 3 or more units').toBeDefined();
    const wanted = Math.floor(product!.stockQuantity / 3) + 1;
    const page = await browser.newPage(PHONE);
    await openShop(page, `/urun/${product!.slug}`);
    const quantity = page.getByRole('combobox', { name: 'Miktar' });
    await quantity.waitFor();
    const notice = page.getByText(/ürün: ödemeyi ilk tamamlayan alır$/);
    // Once the island has the live details (what can be held), a larger quantity is told.
    await expect
      .poll(async () => {
        await quantity.selectOption(String(wanted));
        return notice.count();
      })
      .toBeGreaterThan(0);
    const shown = await notice.first().textContent();
    const live = (await (await fetch(`${baseUrl()}/api/products/details/${product!.id}`)).json()) as {
      stockQuantity: number;
    };
    expect(shown).toBe(`Son ${live.stockQuantity.toLocaleString('tr-TR')} ürün: ödemeyi ilk tamamlayan alır`);

    await page.getByRole('button', { name: 'Sepete Ekle' }).first().tap();
    await page.getByRole('button', { name: 'Sepete Git' }).tap();
    const cart = page.getByRole('dialog', { name: /Sepet/ });
    await cart.getByText(/ürün: ödemeyi ilk tamamlayan alır$/).waitFor();
  });
});
