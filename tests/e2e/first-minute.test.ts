import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser.ts';
import { postProduct, useAdminBrowser } from './admin-helpers.ts';
import { fillCheckoutForm } from './checkout-form.ts';
import { newCustomer, openShop, putInGuestCart, waitForIsland } from './shop-helpers.ts';
import type { CategoryView, ProductListResponse, ProductView } from '#api/schemas/products.ts';
import { formatTRY } from '#api/shared/money.ts';

// Issue 46, the shopper's first minute, each point on a 390-px phone: prices with KDV and a trade
// buyer's choice, a home page that sells, stock marks, the gallery, a typed quantity, the order
// button that says what is missing, and the invoice's lines on the success page.
const PHONE = { width: 390, height: 844, phone: true };
const signedIn = useAdminBrowser();
const { browser } = signedIn;

const tag = () => randomBytes(3).toString('hex');
const api = async <T>(path: string): Promise<T> => (await fetch(`${baseUrl()}${path}`)).json() as Promise<T>;

interface NewProduct {
  name: string;
  basePrice: string;
  stock: number;
  unit?: string;
  categories?: number[];
  variants?: { name: string; price: string; stockQuantity: number }[];
}

/** A product made through the admin API (20 % KDV); its listing view. */
async function product(p: NewProduct): Promise<ProductView> {
  const id = await postProduct(signedIn.token, {
    name: p.name,
    slug: `ilk-dakika-${tag()}`,
    basePrice: p.basePrice,
    vatRate: '20',
    stockQuantity: String(p.stock),
    minOrderQuantity: '1',
    unit: p.unit ?? 'adet',
    categories: JSON.stringify(p.categories ?? []),
    variants: JSON.stringify(p.variants ?? []),
  });
  return api<ProductView>(`/api/products/details/${id}`);
}

const card = (page: Page, name: string) => page.getByTestId('product-card').filter({ hasText: name });

describe("the shopper's first minute on a phone (issue 46)", () => {
  it('shows consumers prices with KDV on cards, each variant, its options and the cart', async () => {
    const name = `Anahtar KDV ${tag()}`;
    const p = await product({
      name,
      basePrice: '100.00',
      stock: 0,
      variants: [
        { name: 'Beyaz', price: '100.00', stockQuantity: 30 },
        { name: 'Siyah', price: '150.00', stockQuantity: 30 },
      ],
    });
    const page = await browser.newPage(PHONE);
    await openShop(page, `/urunler?search=${encodeURIComponent(name)}`);
    await expect
      .poll(() => card(page, name).getByTestId('card-price').textContent())
      .toBe('₺120,00 - ₺180,00 / adet, KDV dahil');

    // A category page's cards are the server's HTML: with KDV before any script runs.
    const [main] = (await api<CategoryView[]>('/api/categories')).filter((c) => c.parentId === null && c.productCount);
    const first = (await api<ProductListResponse>(`/api/products?categoryIds=${main!.id}`)).products[0]!;
    const html = await (await fetch(`${baseUrl()}/kategori/${main!.slug}`)).text();
    // Its lowest price (the cheapest active variant's), with KDV.
    expect(html).toContain(formatTRY(first.priceWithVat!));
    expect(html).toMatch(/data-testid="card-price"[^]*?KDV dahil/);

    await page.goto(`/urun/${p.slug}`);
    const options = page.getByRole('combobox', { name: 'Seçenek' });
    await expect.poll(() => options.locator('option').allTextContents()).toContain('Siyah – ₺180,00');
    await waitForIsland(options);
    await options.selectOption({ label: 'Siyah – ₺180,00' });
    // The big number stays with KDV after choosing (it fell back to 150,00 before).
    await expect.poll(() => page.getByTestId('purchase-price').textContent()).toBe('₺180,00 / adet');
    await page.getByText('Fiyat (KDV dahil)').first().waitFor();
    await page.getByRole('button', { name: 'Sepete Ekle' }).tap();
    await page.getByRole('button', { name: 'Sepete Git' }).tap();
    const line = page.getByRole('dialog', { name: 'Sepetim' }).getByRole('listitem', { name: `${name} - Siyah` });
    await line.getByText('₺180,00 / adet, KDV dahil').waitFor();
    expect(await line.getByTestId('cart-line-total').textContent()).toBe('₺180,00');
  });

  it("lets a trade buyer in a price group choose 'KDV hariç' once, remembered, every price saying which", async () => {
    const name = `Bayi Kablosu ${tag()}`;
    await product({ name, basePrice: '50.00', stock: 100 });
    const group = await fetch(`${baseUrl()}/api/admin/price-groups`, {
      method: 'POST',
      headers: { authorization: `Bearer ${signedIn.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `İlk Dakika ${tag()}`, discountPercent: 10 }),
    });
    const groupId = ((await group.json()) as { id: number }).id;
    const page = await browser.newPage(PHONE);
    await openShop(page);
    const registered = await page.request.post('/api/auth/register', {
      data: { ...newCustomer(), kvkkConsent: true, emailMarketingConsent: false },
    });
    const session = (await registered.json()) as { token: string; user: { id: number } };
    const set = await fetch(`${baseUrl()}/api/admin/customers/${session.user.id}/price-group`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${signedIn.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ priceGroupId: groupId }),
    });
    expect(set.status).toBe(200);
    await page.evaluate((s) => {
      localStorage.setItem('authToken', s.token);
      localStorage.setItem('userId', String(s.user.id));
    }, session);

    await page.goto(`/urunler?search=${encodeURIComponent(name)}`);
    // The group's 45,00 with KDV until chosen otherwise.
    await expect.poll(() => card(page, name).getByTestId('card-price').textContent()).toBe('₺54,00 / adet, KDV dahil');
    await page.getByRole('button', { name: 'Menüyü aç' }).tap();
    await page.getByRole('navigation', { name: 'Mobil menü' }).getByText('KDV hariç').tap();
    await expect.poll(() => card(page, name).getByTestId('card-price').textContent()).toBe('₺45,00 / adet, KDV hariç');
    await page.reload();
    await expect.poll(() => card(page, name).getByTestId('card-price').textContent()).toBe('₺45,00 / adet, KDV hariç');
  });

  it("marks listing cards 'Tükendi' and 'Son N ürün'", async () => {
    const word = `Rozet${tag()}`;
    await product({ name: `${word} Tükenen`, basePrice: '10.00', stock: 0 });
    await product({ name: `${word} Azalan`, basePrice: '10.00', stock: 3 });
    await product({ name: `${word} Bol`, basePrice: '10.00', stock: 500 });
    const page = await browser.newPage(PHONE);
    await openShop(page, `/urunler?search=${word}`);
    await expect.poll(() => card(page, `${word} Tükenen`).getByTestId('stock-badge').textContent()).toBe('Tükendi');
    expect(await card(page, `${word} Azalan`).getByTestId('stock-badge').textContent()).toBe('Son 3 ürün');
    expect(await card(page, `${word} Bol`).getByTestId('stock-badge').count()).toBe(0);
    expect(await card(page, `${word} Azalan`).getByTestId('stock-badge').isVisible()).toBe(true);
  });

  it("shows 'Gelince haber ver' only where something is out of stock, after 'Sepete Ekle'", async () => {
    const inStock = await product({ name: `Stoklu Priz ${tag()}`, basePrice: '20.00', stock: 40 });
    const soldOut = await product({ name: `Tükenen Priz ${tag()}`, basePrice: '20.00', stock: 0 });
    const page = await browser.newPage(PHONE);
    await openShop(page, `/urun/${inStock.slug}`);
    await page.getByRole('button', { name: 'Sepete Ekle' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByText(/gelince haber/i).count()).toBe(0);
    await page.goto(`/urun/${soldOut.slug}`);
    const form = page.getByRole('form', { name: 'Gelince haber ver' });
    await form.waitFor();
    const button = await page.getByRole('button', { name: 'Sepete Ekle' }).boundingBox();
    expect((await form.boundingBox())!.y).toBeGreaterThan(button!.y);
  });

  it('takes a typed quantity of metres within the stock, and says why one is refused', async () => {
    const name = `NYM Kablo Metre ${tag()}`;
    const cable = await product({ name, basePrice: '20.00', stock: 4200, unit: 'metre' });
    const page = await browser.newPage(PHONE);
    await openShop(page, `/urun/${cable.slug}`);
    const select = page.getByRole('combobox', { name: 'Miktar' });
    await waitForIsland(select);
    await select.selectOption({ label: 'Başka miktar yaz…' });
    const typed = page.getByRole('spinbutton', { name: 'Miktar (metre)' });
    await typed.fill('5000');
    await page.getByRole('alert').filter({ hasText: 'Stokta 4.200 metre var' }).waitFor();
    // Grey (aria-disabled) yet it answers a tap, which Playwright's own checks would refuse.
    const add = page.getByRole('button', { name: 'Sepete Ekle' });
    await add.scrollIntoViewIfNeeded();
    expect(await add.getAttribute('aria-disabled')).toBe('true');
    await add.tap({ force: true });
    await page.getByText('Miktar Geçersiz').first().waitFor();
    await typed.fill('1250');
    await page.getByRole('button', { name: 'Sepete Ekle' }).tap();
    await page.getByText(`${name} (1250 metre) sepete eklendi.`).waitFor();
    const cart = await page.evaluate(async () =>
      (await fetch('/api/cart', { headers: { 'x-session-id': localStorage.getItem('cartSessionId')! } })).json(),
    );
    expect(cart.items.map((l: { quantity: number }) => l.quantity)).toEqual([1250]);
  });

  it('opens the gallery full screen, swipes, zooms and closes on Escape with the focus back', async () => {
    const list = await api<ProductListResponse>('/api/products?pageSize=100');
    const pictured = list.products.find((p) => p.images.length >= 2)!;
    const page = await browser.newPage(PHONE);
    await openShop(page, `/urun/${pictured.slug}`);
    const opener = page.getByRole('button', { name: `Görseli tam ekran aç: ${pictured.name}` });
    await page.waitForFunction(() => document.querySelector('astro-island:not([ssr]) dialog') !== null);
    await opener.tap();
    const gallery = page.getByRole('dialog', { name: `${pictured.name} görselleri` });
    await gallery.waitFor();
    const position = gallery.getByTestId('gallery-position');
    expect(await position.textContent()).toBe(`1 / ${pictured.images.length}`);
    const box = (await gallery.boundingBox())!;
    expect(box.width).toBe(390);
    // Focus stays inside the modal.
    await page.keyboard.press('Tab');
    expect(await gallery.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await gallery.getByRole('button', { name: 'Sonraki görsel' }).tap();
    await expect.poll(() => position.textContent()).toBe(`2 / ${pictured.images.length}`);
    // A swipe is the strip's own scroll: back to the first picture, once the button's smooth
    // scroll has come to rest (a scroll started during it is taken over by it).
    const strip = gallery.getByTestId('gallery-strip');
    await expect.poll(() => strip.evaluate((s) => s.scrollLeft >= s.clientWidth - 1)).toBe(true);
    await strip.evaluate((s) => s.scrollTo({ left: 0, behavior: 'instant' }));
    await expect.poll(() => position.textContent()).toBe(`1 / ${pictured.images.length}`);
    const zoom = gallery.getByRole('button', { name: 'Yakınlaştır' });
    await zoom.tap();
    expect(await zoom.getAttribute('aria-pressed')).toBe('true');
    const image = (await gallery.getByTestId('gallery-image').first().boundingBox())!;
    expect(image.width).toBeGreaterThan(390);
    await page.keyboard.press('Escape');
    await expect.poll(() => gallery.isVisible()).toBe(false);
    expect(await opener.evaluate((b) => b === document.activeElement)).toBe(true);
  });

  it("has 'Siparişi Onayla ve Öde' say what is missing when tapped, in 'e-posta' words", async () => {
    const p = await product({ name: `Sigorta ${tag()}`, basePrice: '40.00', stock: 20 });
    const page = await browser.newPage(PHONE);
    await openShop(page);
    await putInGuestCart(page, [{ productId: p.id, quantity: 1 }]);
    await page.goto('/checkout');
    const submit = page.getByRole('button', { name: 'Siparişi Onayla ve Öde' });
    expect(await submit.getAttribute('aria-disabled')).toBe('true');
    await page.getByLabel('E-posta *').fill('ayse-at-ornek');
    // Grey (aria-disabled) yet it answers a tap, which Playwright's own checks would refuse.
    await submit.tap({ force: true });
    const note = page.getByRole('alert').filter({ hasText: 'Siparişi tamamlamak için eksik' });
    await note.waitFor();
    for (const part of ['Ad Soyad', 'E-posta', 'Mesafeli Satış Sözleşmesi ve Ön Bilgilendirme Formu onayı'])
      expect(await note.textContent()).toContain(part);
    await page.getByText('Geçerli bir e-posta adresi giriniz').first().waitFor();
    expect(await page.getByText(/\bemail\b/).count()).toBe(0);
  });

  it('lists goods, KDV per rate, shipping and the total on the success page, as the invoice does', async () => {
    const p = await product({ name: `Kontaktör ${tag()}`, basePrice: '250.00', stock: 20 });
    const page = await browser.newPage(PHONE);
    await openShop(page);
    await putInGuestCart(page, [{ productId: p.id, quantity: 2 }]);
    await page.goto('/checkout');
    await fillCheckoutForm(page);
    await page.getByRole('button', { name: 'Siparişi Onayla ve Öde' }).tap();
    await page.getByLabel('Kart Numarası').fill('5528790000000008');
    await page.getByLabel('Kart Üzerindeki İsim').fill('AYSE YILMAZ');
    await page.getByLabel('Son Kullanma Tarihi (AA/YY)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: '₺600,00 Öde' }).tap();
    await page.getByRole('heading', { name: 'Siparişiniz Alındı!' }).waitFor();
    const rows = [
      ['Ara Toplam', '₺500,00'],
      ['KDV (%20)', '₺100,00'],
      ['Kargo', 'Ücretsiz'],
      ['Toplam', '₺600,00'],
    ];
    const totals = page.getByTestId('order-totals');
    for (const [label, amount] of rows) {
      const row = totals.locator('div').filter({ has: page.getByText(label!, { exact: true }) });
      expect(await row.locator('dd').first().textContent()).toBe(amount);
    }
    // The order's own page lists the same lines.
    const orderNumber = new URL(page.url()).searchParams.get('orderNumber')!;
    await page.goto(`/siparis/${orderNumber}`);
    const items = page.getByRole('region', { name: 'Ürünler' });
    await items.getByText('Ara Toplam', { exact: true }).waitFor();
    for (const [label, amount] of rows) {
      const row = items.locator('dl > div').filter({ has: page.getByText(label!, { exact: true }) });
      expect(await row.locator('dd').first().textContent()).toBe(amount);
    }
  });

  it('opens a home page that sells: search, categories with counts, featured products with prices, entry points, refreshed without a rebuild', async () => {
    const page = await browser.newPage(PHONE);
    await openShop(page, '/');
    // Every section of the specification stays, the shop above the company story.
    for (const id of ['home', 'magaza', 'hakkimizda', 'kataloglar', 'referanslar', 'iletisim'])
      expect(await page.locator(`#${id}`).count(), id).toBe(1);
    const order = await page.evaluate(() =>
      ['home', 'magaza', 'hakkimizda'].map((id) => document.getElementById(id)!.getBoundingClientRect().top),
    );
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    for (const stat of ['1000+', '500+', '15+']) await page.getByText(stat, { exact: true }).first().waitFor();

    // The island wakes when its section comes into view.
    await page.locator('#magaza').scrollIntoViewIfNeeded();
    const categories = page.getByTestId('home-categories');
    await categories.scrollIntoViewIfNeeded();
    await categories.getByRole('link').first().waitFor();
    const tree = await api<CategoryView[]>('/api/categories');
    const main = tree.find((c) => c.parentId === null && c.productCount > 0)!;
    const link = categories.getByRole('link', { name: new RegExp(`^${main.name}`) });
    expect(await link.textContent()).toContain(`${main.productCount} ürün`);
    expect(await link.locator('img').count()).toBe(1);
    const featured = page.getByTestId('home-featured').getByTestId('showcase-card');
    await featured.first().waitFor();
    expect(await featured.first().getByTestId('card-price').textContent()).toMatch(/^₺[\d.]+,\d\d.* KDV dahil$/);
    for (const entry of ['Kurumsal hesap başvurusu', 'Tekliflerim', 'Hızlı Sipariş'])
      await page
        .getByRole('link', { name: new RegExp(entry) })
        .first()
        .waitFor();

    // A new product in that category shows in its count on the next visit, without a rebuild.
    await product({ name: `Vitrin ${tag()}`, basePrice: '5.00', stock: 5, categories: [main.id] });
    await page.reload();
    await page.locator('#magaza').scrollIntoViewIfNeeded();
    const again = page.getByTestId('home-categories').getByRole('link', { name: new RegExp(`^${main.name}`) });
    await again.scrollIntoViewIfNeeded();
    await expect.poll(() => again.textContent()).toContain(`${main.productCount + 1} ürün`);

    // The search goes to the market with the words.
    await page.getByRole('searchbox', { name: 'Ürün ara' }).fill('kablo');
    await page.getByRole('searchbox', { name: 'Ürün ara' }).press('Enter');
    await page.waitForURL((url) => url.pathname === '/urunler' && url.searchParams.get('search') === 'kablo');

    // The menu opens the category tree as a sheet.
    await page.getByRole('button', { name: 'Menüyü aç' }).tap();
    await page.getByRole('navigation', { name: 'Mobil menü' }).getByRole('button', { name: 'Kategoriler' }).tap();
    const sheet = page.getByRole('dialog', { name: 'Kategoriler' });
    await sheet
      .getByTestId('category-tree')
      .getByRole('link', { name: new RegExp(`^${main.name}`) })
      .waitFor();
    const sheetBox = (await sheet.boundingBox())!;
    expect(sheetBox.width).toBe(390);
    expect(Math.round(sheetBox.y + sheetBox.height)).toBe(844);
  });

  it('gives a catalogue without a cover a designed placeholder with its title', async () => {
    const page = await browser.newPage(PHONE);
    await openShop(page, '/kataloglar');
    const placeholder = page.getByTestId('pdf-placeholder').first();
    await placeholder.waitFor();
    expect(await placeholder.textContent()).toContain('PDF Katalog');
    const background = await placeholder.evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(background).toContain('gradient');
  });
});
