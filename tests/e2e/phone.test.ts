import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, useBrowser } from './browser.ts';
import { addSimpleProducts, fillRegister, newCustomer, openShop, waitForMarket } from './shop-helpers.ts';
import { fillCheckoutForm } from './checkout-form.ts';
import type { ProductListResponse } from '#api/schemas/products.ts';

// The shop as a shopper on a phone sees it: 390 × 844 CSS pixels, touch, mobile viewport.
const PHONE = { width: 390, height: 844, phone: true };
const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

const api = async <T>(path: string): Promise<T> => (await fetch(`${baseUrl()}${path}`)).json() as Promise<T>;
const cards = (page: Page) => page.getByTestId('product-card');

async function expectThumbSized(control: Locator, what: string) {
  const box = await control.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.width, `${what} width`).toBeGreaterThanOrEqual(44);
  expect(box!.height, `${what} height`).toBeGreaterThanOrEqual(44);
}

/** Every visible link, button, select, summary, field, slider and checkbox or radio label inside `area` is at least 44 × 44 px. */
async function expectAllThumbSized(area: Locator, what: string) {
  const small = await area
    .locator(
      'a[href], button, select, summary, textarea, input:not([type=checkbox]):not([type=radio]):not([type=hidden]), label:has(input[type=checkbox]), label:has(input[type=radio])',
    )
    .evaluateAll((els) =>
      els.flatMap((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || (box.width >= 44 && box.height >= 44)) return [];
        return [`${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30)} ${box.width}×${box.height}`];
      }),
    );
  expect(small, `controls under 44 px in ${what}`).toEqual([]);
}

describe('shopping on a phone (390 × 844, touch)', () => {
  it('keeps the cart and account buttons in the header; the badge shows an added product without the menu', async () => {
    const list = await api<ProductListResponse>('/api/products?inStockOnly=true&pageSize=50');
    const simple = list.products.find((p) => p.variants.length === 0)!;
    const page = await browser.newPage(PHONE);
    await openShop(page, `/urunler?search=${encodeURIComponent(simple.name)}`);
    const header = page.locator('header');
    await expectThumbSized(header.getByRole('button', { name: /^Sepet(\s*,|$)/ }), 'cart button');
    await expectThumbSized(header.getByRole('button', { name: 'Giriş / Kayıt' }), 'account button');
    await expectThumbSized(header.getByRole('button', { name: 'Menüyü aç' }), 'menu button');

    await waitForMarket(page);
    await page.getByRole('button', { name: `Seçenekleri Gör: ${simple.name}` }).tap();
    const dialog = page.getByRole('dialog', { name: simple.name });
    await dialog.getByRole('button', { name: 'Sepete Ekle' }).waitFor();
    await expectAllThumbSized(dialog, 'the product dialog');
    await dialog.getByRole('button', { name: 'Sepete Ekle' }).tap();
    const goToCart = page.getByRole('button', { name: 'Sepete Git' });
    await goToCart.waitFor();
    await expectThumbSized(goToCart, "the toast's 'Sepete Git'");
    const badge = header.getByTestId('cart-badge');
    await expect.poll(() => badge.isVisible()).toBe(true);
    expect(await badge.textContent()).toBe('1');
    expect(await page.getByRole('navigation', { name: 'Mobil menü' }).count()).toBe(0);

    await goToCart.tap();
    const cart = page.getByRole('dialog', { name: /Sepet/ });
    await cart.getByText(simple.name).waitFor();
    await expectAllThumbSized(cart, 'the cart dialog');
  });

  it('shows at least four products in the first two screen heights, with thumb-sized buttons', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/urunler');
    await cards(page).first().waitFor();
    const bottoms = await cards(page).evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect().bottom + window.scrollY),
    );
    expect(bottoms.filter((bottom) => bottom <= 2 * 844).length).toBeGreaterThanOrEqual(4);
    const buttons = page.getByRole('button', { name: /^Seçenekleri Gör/ });
    for (let i = 0; i < 4; i++) await expectThumbSized(buttons.nth(i), `card button ${i + 1}`);
    await expectAllThumbSized(page.getByRole('navigation', { name: 'Sayfalar' }), 'the pagination');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBe(390);
    await expectThumbSized(page.getByRole('searchbox', { name: 'Ürün ara' }), 'search box');
    await expectThumbSized(page.getByRole('combobox', { name: 'Sırala' }), 'sort select');
  });

  it('keeps search and filters in reach while scrolling; the filter sheet filters and closes', async () => {
    const list = await api<ProductListResponse>('/api/products?pageSize=1');
    const brands = await api<{ name: string; productCount: number }[]>('/api/brands');
    const brand = brands.find((b) => b.productCount > 1 && b.productCount < list.pagination.totalCount)!;
    const page = await browser.newPage(PHONE);
    await page.goto('/urunler');
    await cards(page).first().waitFor();

    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
    const filters = page.getByRole('button', { name: 'Filtreler' });
    const box = await filters.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    await expectThumbSized(filters, "'Filtreler'");

    await filters.tap();
    const sheet = page.getByRole('dialog', { name: 'Filtreler' });
    await sheet.waitFor();
    await expectAllThumbSized(sheet, 'the filter sheet');
    const sheetBox = (await sheet.boundingBox())!;
    expect(Math.round(sheetBox.y + sheetBox.height)).toBe(844); // it rises from the bottom edge
    await sheet.getByRole('checkbox', { name: new RegExp(`^${brand.name}`) }).tap();
    const show = sheet.getByRole('button', { name: `${brand.productCount.toLocaleString('tr-TR')} ürünü göster` });
    await show.waitFor();
    await show.tap();
    await expect.poll(() => sheet.isVisible()).toBe(false);
    await expect
      .poll(() => page.getByTestId('result-summary').textContent())
      .toContain(`${brand.productCount} üründen`);
  });

  it('completes a checkout: the total stays in sight and the pay button is at hand', async () => {
    const page = await browser.newPage(PHONE);
    await openShop(page);
    await addSimpleProducts(page, 2);
    await page.goto('/checkout');
    const totalBar = page.getByTestId('checkout-total-bar');
    await totalBar.waitFor();
    const total = (await totalBar.textContent())!;
    expect(total).toMatch(/₺/);
    // The summary sits above the form, closed; opening it shows the same total.
    const toggle = page.getByRole('button', { name: /Sipariş özetini göster/ });
    expect((await toggle.boundingBox())!.y).toBeLessThan(
      (await page.getByRole('group', { name: 'Müşteri Bilgileri' }).boundingBox())!.y,
    );
    await toggle.tap();
    expect(await page.getByTestId('checkout-total').textContent()).toBe(total);

    await fillCheckoutForm(page);
    await expectAllThumbSized(page.getByRole('group', { name: 'Müşteri Bilgileri' }), 'the customer fields');
    // Autofill and the phone's keyboard: each field says what it holds.
    const hints = await page
      .getByRole('form', { name: 'Ödeme formu' })
      .evaluate((form) =>
        Object.fromEntries(
          [...form.querySelectorAll('input')].map((i) => [i.name, `${i.autocomplete}|${i.inputMode}|${i.type}`]),
        ),
      );
    expect(hints).toMatchObject({
      customerName: 'name||text',
      customerEmail: 'email||email',
      customerPhone: 'tel|tel|tel',
      identityNumber: '|numeric|text',
    });
    await expectAllThumbSized(page.getByRole('group', { name: 'Fatura Adresi' }), 'the invoice address fields');
    await expectAllThumbSized(page.getByRole('group', { name: 'Fatura Bilgileri' }), 'the invoice type and identity');
    await expectAllThumbSized(
      page.getByRole('group', { name: 'Sözleşmeler ve Onaylar' }),
      'the consents and legal texts',
    );
    await expectAllThumbSized(page.locator('footer'), 'the footer');
    // One column: the form spans the screen, and the pay button is on screen wherever the form is scrolled to.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBe(390);
    const form = (await page.getByRole('form', { name: 'Ödeme formu' }).boundingBox())!;
    expect(form.width).toBeGreaterThan(330);
    await page.getByLabel('Ad Soyad *', { exact: true }).first().scrollIntoViewIfNeeded();
    const pay = page.getByRole('button', { name: 'Siparişi Onayla ve Öde' });
    const payBox = (await pay.boundingBox())!;
    expect(payBox.y + payBox.height).toBeLessThanOrEqual(844);
    await expectThumbSized(pay, 'pay button');
    await pay.tap();

    await page.getByLabel('Kart Numarası').fill('5528790000000008');
    await page.getByLabel('Kart Üzerindeki İsim').fill('AYSE YILMAZ');
    await page.getByLabel('Son Kullanma Tarihi (AA/YY)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: / Öde$/ }).tap();
    await page.getByRole('heading', { name: 'Siparişiniz Alındı!' }).waitFor();
    await page.getByText(total, { exact: true }).last().waitFor();
  });

  it("keeps a signed-in customer's checkout and 'Adreslerim' within the screen, with long saved addresses", async () => {
    const page = await browser.newPage(PHONE);
    await openShop(page);
    await addSimpleProducts(page, 1);
    await page.getByRole('button', { name: 'Giriş / Kayıt' }).tap();
    await fillRegister(page, newCustomer());
    await page.waitForFunction(() => localStorage.getItem('authToken') !== null);
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    const address = (title: string, address: string) => ({
      title,
      fullName: 'Ayşe Yılmaz',
      phone: '05321234567',
      address,
      city: 'Ankara',
      district: 'Yenimahalle',
      postalCode: '06378',
    });
    for (const a of [
      address('Merkez depo ve sevkiyat', 'İvedik OSB Mahallesi 1468. Cadde Elektrikçiler Sitesi C Blok No: 27/114'),
      address('Şantiye', 'Macun Mahallesi Bağdat Caddesi Ostim Kavşağı Yanı Büyük İş Merkezi No: 170/3'),
    ]) {
      const res = await page.request.post('/api/account/addresses', {
        headers: { authorization: `Bearer ${token}` },
        data: a,
      });
      expect(res.status()).toBe(200);
    }
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

    await page.goto('/checkout');
    await page
      .getByRole('combobox', { name: 'Fatura adresi olarak kullan' })
      .getByRole('option', { name: /^Şantiye/ })
      .waitFor({ state: 'attached' });
    expect(await pageWidth()).toBeLessThanOrEqual(390);

    // The account page's address form picks il and ilçe from the same lists as the checkout.
    await page.goto('/hesabim#adreslerim');
    await page.getByRole('tab', { name: 'Adreslerim' }).tap();
    await page.getByText('Merkez depo ve sevkiyat').waitFor();
    await page.getByRole('button', { name: 'Yeni Adres Ekle' }).tap();
    const form = page.getByRole('form', { name: 'Yeni adres' });
    await form.getByRole('combobox', { name: 'İl', exact: true }).selectOption('İstanbul');
    await form.getByRole('combobox', { name: 'İlçe', exact: true }).selectOption('Kadıköy');
    expect(
      await form
        .getByRole('combobox', { name: 'İlçe', exact: true })
        .getByRole('option', { name: 'Yenimahalle' })
        .count(),
    ).toBe(0);
    expect(await pageWidth()).toBeLessThanOrEqual(390);
  });
});
