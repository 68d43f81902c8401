import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { adminToken, mailsContaining, openAdmin } from './admin-helpers.ts';
import { paidGuestOrder, simpleProductInStock } from './paid-order.ts';

// 'Siparişi düzelt' as the owner uses it (decision 0403): one unit of a paid order taken off
// before shipping, refunded with its KDV; and the carrier block saying tracking is typed by hand
// when no carrier is connected (decision 0402).

const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

/** A guest order of 2 units of a product without variants, paid with the sandbox's test card. */
async function paidOrder(): Promise<{ orderNumber: string; productName: string }> {
  const product = await simpleProductInStock();
  const buyer = { name: 'Ece Düzelt', email: 'ece.duzelt@example.com', cardHolder: 'ECE DUZELT' };
  return { orderNumber: await paidGuestOrder(product.id, buyer), productName: product.name };
}

describe('correcting an order in Chromium', () => {
  it(
    'takes a unit off a paid order before shipping: refunded with its KDV, in the history, the buyer told',
    { timeout: 120_000 },
    async () => {
      const token = (await adminToken())!;
      const { orderNumber, productName } = await paidOrder();
      const page = await browser.newPage();
      await openAdmin(page, token, 'orders');
      await page.getByLabel('Sipariş ara').fill(orderNumber);
      await page.getByRole('button', { name: `${orderNumber} siparişinin ayrıntıları` }).click();
      const detail = page.getByRole('dialog');
      await detail.getByText('Kargo firması bağlı değil: takip numarası elle girilir.').waitFor();

      await detail.getByRole('button', { name: 'Siparişi düzelt' }).click();
      const editor = page.getByRole('dialog', { name: `Siparişi düzelt (${orderNumber})` });
      const quantity = editor.getByLabel(new RegExp(`^${productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`));
      expect(await quantity.inputValue()).toBe('2');
      await quantity.fill('1');
      await editor.getByRole('button', { name: 'Düzeltmeyi kaydet' }).click();
      await page.getByRole('status').filter({ hasText: 'Sipariş düzeltildi: iade' }).waitFor();
      await detail.getByText('Kısmen İade Edildi').first().waitFor();
      await detail.getByText(/Sipariş düzeltildi: .* 2 → 1 /).waitFor();
      expect(await mailsContaining(`Siparişiniz düzeltildi (${orderNumber})`)).toHaveLength(1);
    },
  );

  it(
    'fits the editor on a phone (390 px) and closes it with Escape, back on the order',
    { timeout: 120_000 },
    async () => {
      const token = (await adminToken())!;
      const { orderNumber } = await paidOrder();
      const page = await browser.newPage({ width: 390, height: 844, phone: true });
      await openAdmin(page, token, 'orders');
      await page.getByLabel('Sipariş ara').fill(orderNumber);
      await page.getByRole('button', { name: `${orderNumber} siparişinin ayrıntıları` }).click();
      const detail = page.getByRole('dialog');
      await detail.getByRole('button', { name: 'Siparişi düzelt' }).click();
      const editor = page.getByRole('dialog', { name: `Siparişi düzelt (${orderNumber})` });
      await editor.getByRole('button', { name: 'Düzeltmeyi kaydet' }).waitFor();
      const box = (await editor.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await editor.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
      await page.keyboard.press('Escape');
      await editor.waitFor({ state: 'detached' });
      await detail.getByRole('button', { name: 'Siparişi düzelt' }).waitFor();
    },
  );
});
