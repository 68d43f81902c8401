import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './browser.ts';
import { adminToken, productAt } from './admin-helpers.ts';
import { fillCheckoutForm } from './checkout-form.ts';
import { openShop, putInGuestCart } from './shop-helpers.ts';

const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

describe('a corporate checkout of a mixed-rate cart in Chromium', () => {
  it('shows one KDV line per rate in the summary and on the order page, with the invoice identity', async () => {
    const token = (await adminToken())!;
    const relay = await productAt(token, 'Kaçak Akım Rölesi 40A', '450.00', '20');
    const book = await productAt(token, 'Elektrik Tesisatı El Kitabı', '150.00', '10');
    const page = await browser.newPage();
    await openShop(page, '/urunler');
    await putInGuestCart(
      page,
      [relay, book].map((productId) => ({ productId, quantity: 1 })),
    );

    await page.goto('/checkout');
    const summary = page.getByRole('complementary');
    for (const text of ['Ara Toplam', '₺600,00', 'KDV (%20)', '₺90,00', 'KDV (%10)', '₺15,00', '₺705,00'])
      await summary.getByText(text, { exact: true }).first().waitFor();

    await page.getByRole('radio', { name: 'Kurumsal' }).check();
    await page.getByLabel('Firma Unvanı *').fill('Yılmaz Elektrik Ltd. Şti.');
    await page.getByLabel('Vergi Numarası *').fill('9029589241');
    await page.getByLabel('Vergi Dairesi *').fill('Ostim');
    await fillCheckoutForm(page);
    await page.getByRole('button', { name: 'Siparişi Onayla ve Öde' }).click();
    await page.getByText('Vergi numarası 10 haneli ve geçerli olmalıdır').waitFor();
    await page.getByLabel('Vergi Numarası *').fill('9029589240');
    await page.getByRole('button', { name: 'Siparişi Onayla ve Öde' }).click();

    await page.getByLabel('Kart Numarası').fill('5528790000000008');
    await page.getByLabel('Kart Üzerindeki İsim').fill('AYSE YILMAZ');
    await page.getByLabel('Son Kullanma Tarihi (AA/YY)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: '₺705,00 Öde' }).click();
    await page.getByRole('heading', { name: 'Siparişiniz Alındı!' }).waitFor();
    const orderNumber = new URL(page.url()).searchParams.get('orderNumber')!;

    await page.goto(`/siparis/${orderNumber}`);
    await page.getByRole('heading', { name: 'Sipariş Bilgileri' }).waitFor();
    const items = page.getByRole('region', { name: 'Ürünler' });
    for (const text of ['KDV (%20)', '₺90,00', 'KDV (%10)', '₺15,00', '₺705,00'])
      await items.getByText(text, { exact: true }).first().waitFor();
    for (const text of ['Kurumsal', 'Yılmaz Elektrik Ltd. Şti.', '9029589240', 'Ostim'])
      await page.getByText(text, { exact: true }).first().waitFor();
    await page.getByText('06378 Yenimahalle/Ankara').first().waitFor();
    const order = await (await fetch(`${baseUrl()}/api/orders/${orderNumber}`)).json();
    expect(order.vatBreakdown).toEqual([
      { rate: 20, base: '450.00', vat: '90.00' },
      { rate: 10, base: '150.00', vat: '15.00' },
    ]);
  });
});
