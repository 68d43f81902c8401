import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './browser.ts';
import { adminToken, mailsContaining, openAdmin } from './admin-helpers.ts';

// 'Siparişi düzelt' as the owner uses it (decision 0403): one unit of a paid order taken off
// before shipping, refunded with its KDV; and the carrier block saying tracking is typed by hand
// when no carrier is connected (decision 0402).

const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

/** A guest order of 2 units of a product without variants, paid with the sandbox's test card. */
async function paidOrder(): Promise<{ orderNumber: string; productName: string }> {
  const session = `session_e2efix${Math.random().toString(36).slice(2, 8)}_${Date.now().toString(36)}`;
  const headers = { 'content-type': 'application/json', 'x-session-id': session };
  const list = (await (await fetch(`${baseUrl()}/api/products?inStockOnly=true&pageSize=20`)).json()) as {
    products: { id: number; name: string; variants: unknown[] }[];
  };
  const product = list.products.find((p) => p.variants.length === 0)!;
  await fetch(`${baseUrl()}/api/cart/items`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ productId: product.id, quantity: 2 }),
  });
  const res = await fetch(`${baseUrl()}/api/checkout/create`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      customerName: 'Ece Düzelt',
      customerEmail: 'ece.duzelt@example.com',
      customerPhone: '05321234567',
      billingAddress: 'İvedik OSB 1468. Cadde No 27',
      billingCity: 'Ankara',
      billingPostalCode: '06378',
      sameAsShipping: true,
      shippingAddress: '',
      shippingCity: '',
      shippingPostalCode: '',
      contractConsent: true,
    }),
  });
  const { token } = (await res.json()) as { token: string };
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual' as const,
  });
  await fetch(
    `${baseUrl()}/api/payment/sandbox/pay`,
    form({ token, cardNumber: '5528790000000008', cardHolder: 'ECE DUZELT', expiry: '12/30', cvc: '123' }),
  );
  const callback = await fetch(`${baseUrl()}/api/payment/callback`, form({ token }));
  const orderNumber = new URL(callback.headers.get('location')!, baseUrl()).searchParams.get('orderNumber')!;
  return { orderNumber, productName: product.name };
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
