import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTRY } from '#api/shared/money.ts';
import { isoDay } from '#api/shared/date-format.ts';
import { baseUrl, useBrowser } from './browser.ts';
import { adminToken, mailsContaining, openAdmin, productAt } from './admin-helpers.ts';
import { placeAndPayByCard } from './checkout-form.ts';
import { registeredCustomer } from './shop-helpers.ts';

const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

// Issue 37, quotes (decisions 0296–0298): the whole way in Chromium, from 'Teklif İste' in the
// cart through the admin's 'Teklifler' panel to acceptance in 'Hesabım' and a card payment.
describe('a quote from request to paid order, in Chromium', () => {
  it(
    'is asked for in the cart, priced and sent by the admin in the panel, accepted in /hesabim and paid at the quoted price',
    { timeout: 180_000 },
    async () => {
      const token = (await adminToken())!;
      const name = `Kompakt Şalter ${Date.now().toString(36)}`;
      const productId = await productAt(token, name, '120.00', '20');

      const page = await browser.newPage();
      await registeredCustomer(page);
      await page.evaluate(async (id) => {
        const headers = {
          'content-type': 'application/json',
          'x-session-id': localStorage.getItem('cartSessionId')!,
          authorization: `Bearer ${localStorage.getItem('authToken')}`,
        };
        const res = await fetch('/api/cart/items', {
          method: 'POST',
          headers,
          body: JSON.stringify({ productId: id, quantity: 2 }),
        });
        if (!res.ok) throw new Error(await res.text());
      }, productId);

      // The cart: 'Teklif İste' with a note.
      await page.getByRole('button', { name: /^Sepet(\s*,|$)/ }).click();
      const cart = page.getByRole('dialog', { name: 'Sepetim' });
      await cart.getByRole('button', { name: 'Teklif İste' }).click();
      await cart.getByLabel('Teklif notunuz (isteğe bağlı)').fill('Ostim şantiyesi, 4 adet lazım');
      await cart.getByRole('button', { name: 'Teklif İsteğini Gönder' }).click();
      const toast = page.getByRole('status').filter({ hasText: 'Teklif isteğiniz alındı' });
      const number = /TKL-\d{6}/.exec((await toast.textContent()) ?? '')![0];
      await page.keyboard.press('Escape');

      // The admin: four at ₺95.00, valid for a week, sent.
      const admin = await browser.newPage();
      await openAdmin(admin, token, 'quotes');
      await admin.getByRole('button', { name: `${number} teklifinin ayrıntıları` }).click();
      const dialog = admin.getByRole('dialog', { name: `Teklif ${number}` });
      await dialog.getByText('Müşterinin notu:').waitFor();
      await dialog.getByLabel(`${name} miktarı`).fill('4');
      await dialog.getByLabel(`${name} birim fiyatı`).fill('95,00');
      const validUntil = isoDay(new Date(Date.now() + 7 * 86_400_000));
      await dialog.getByLabel('Geçerlilik Tarihi').fill(validUntil);
      await dialog.getByRole('button', { name: 'Teklifi Kaydet' }).click();
      await admin.getByRole('status').filter({ hasText: 'Teklif kaydedildi' }).waitFor();
      await dialog.getByRole('button', { name: 'Müşteriye Gönder' }).click();
      await admin.getByRole('status').filter({ hasText: 'Teklif müşteriye e-postayla gönderildi' }).waitFor();
      const history = dialog.getByRole('region', { name: 'Geçmiş' });
      for (const step of ['Teklif istendi', 'Teklif düzenlendi', 'Teklif gönderildi'])
        await history.getByText(step, { exact: false }).waitFor();
      expect(await mailsContaining(`teklif-${number}.pdf`)).toHaveLength(1);

      // The customer accepts in 'Hesabım > Teklifler' and pays by card: 4 × ₺95.00 + 20 % KDV.
      await page.goto('/hesabim#teklifler');
      await page.getByRole('button', { name: new RegExp(number) }).click();
      const detail = page.getByRole('region', { name: `Teklif ${number}` });
      await expect.poll(() => detail.getByTestId('quote-total').textContent()).toBe(formatTRY('456.00'));
      await detail.getByRole('button', { name: 'Teklifi Kabul Et' }).click();
      await page.getByRole('status').filter({ hasText: 'Teklif kabul edildi' }).waitFor();
      await detail.getByRole('link', { name: 'Siparişi tamamlayın' }).click();
      await page.getByRole('heading', { name: 'Sipariş Özeti' }).waitFor();
      await expect.poll(() => page.getByTestId('checkout-total').textContent()).toBe(formatTRY('456.00'));
      const order = await placeAndPayByCard(page);
      expect(order.totalAmount).toBe('456.00');
      expect(order.items.map((i) => [i.productName, i.unitPrice, i.quantity])).toEqual([[name, '95.00', 4]]);
      const quote = await (
        await fetch(`${baseUrl()}/api/admin/quotes?x=1`, { headers: { authorization: `Bearer ${token}` } })
      ).json();
      expect(quote.find((q: { number: string }) => q.number === number)).toMatchObject({ status: 'ordered' });
    },
  );
});
