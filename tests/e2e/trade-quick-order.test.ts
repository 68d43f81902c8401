import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTRY } from '#api/shared/money.ts';
import { baseUrl, useBrowser } from './browser.ts';
import { adminToken, postProduct } from './admin-helpers.ts';
import { placeAndPayByCard } from './checkout-form.ts';
import { registeredCustomer } from './shop-helpers.ts';

const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

/** An admin call with a JSON body; fails the test on anything but a 2xx. */
async function adminJson<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A product with a code, ₺100.00 before KDV at 20 %, ten in stock. */
async function codedProduct(token: string) {
  const tag = randomBytes(3).toString('hex');
  const fields = {
    name: `Sıva Altı Priz ${tag}`,
    slug: `siva-alti-priz-${tag}`,
    sku: `PRZ-${tag.toUpperCase()}`,
    basePrice: '100.00',
    vatRate: '20',
    stockQuantity: '10',
    minOrderQuantity: '1',
    categories: '[]',
    variants: '[]',
  };
  return { id: await postProduct(token, fields), ...fields };
}

describe('a trade buyer from quick order to payment, in Chromium', () => {
  it(
    'pastes a code on /hizli-siparis, pays the group price with the quantity break, and the order keeps it',
    {
      timeout: 180_000,
    },
    async () => {
      const token = (await adminToken())!;
      const product = await codedProduct(token);
      // Every buyer gets ₺75.00 from 5 on; the group's 20 % makes ₺80.00: the break is lower.
      await adminJson(token, 'PUT', `/api/admin/products/${product.id}/price-tiers`, {
        tiers: [{ variantId: null, priceGroupId: null, minQuantity: 5, unitPrice: '75.00' }],
      });
      const group = await adminJson<{ id: number }>(token, 'POST', '/api/admin/price-groups', {
        name: `Bayi ${randomBytes(3).toString('hex')}`,
        discountPercent: 20,
      });

      const page = await browser.newPage();
      const customer = await registeredCustomer(page);
      const found = await adminJson<{ customers: { id: number }[] }>(
        token,
        'GET',
        `/api/admin/customers?search=${encodeURIComponent(customer.email)}`,
      );
      await adminJson(token, 'PUT', `/api/admin/customers/${found.customers[0]!.id}/price-group`, {
        priceGroupId: group.id,
      });

      // Five of the code, typed in lower case as people do: the line reaches the break.
      await page.goto('/hizli-siparis');
      // Typed before the island hydrates, the text would be dropped by React's first render.
      await page.locator('astro-island[component-url*="QuickOrderPage"]:not([ssr])').waitFor({ state: 'attached' });
      const lines = page.getByRole('textbox', { name: 'Ürün kodları ve adetler' });
      await lines.fill(`${product.sku.toLocaleLowerCase('tr-TR')}\t5`);
      await page.getByRole('button', { name: 'Sepete Ekle', exact: true }).click();
      await page.getByRole('status').filter({ hasText: '1 satır sepete eklendi' }).waitFor();

      // 5 × ₺75.00 = ₺375.00 before KDV, ₺450.00 with it; a guest would pay ₺600.00.
      const total = formatTRY('450.00');
      await page.goto('/checkout');
      await page.getByRole('heading', { name: 'Sipariş Özeti' }).waitFor();
      await expect.poll(() => page.getByTestId('checkout-total').textContent()).toBe(total);
      // The stored order says the same: its line at ₺75.00, its total ₺450.00.
      const order = await placeAndPayByCard(page);
      expect(order.totalAmount).toBe('450.00');
      expect(order.items.map((i) => [i.productName, i.unitPrice, i.quantity])).toEqual([[product.name, '75.00', 5]]);
    },
  );
});
