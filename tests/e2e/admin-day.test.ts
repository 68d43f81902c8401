import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, downloadedBytes, useBrowser } from './browser.ts';
import { adminToken, offerBankTransfer, openAdmin, productAt, putSetting as putSettingAs } from './admin-helpers.ts';
import { ADMIN_TABS } from '#site/features/admin/admin-store.ts';
import { createCheckout, newSessionId, validForm } from '../helpers/checkout-fixtures.ts';
import { pdfPages } from '../helpers/pdf-text.ts';
import { formatTRY } from '#api/shared/money.ts';
import { isoDay } from '#api/shared/date-format.ts';

// The owner's day in the admin (issue 50): every tab in sight, then a day's orders handled.
const browser = useBrowser();
let token: string;
const api = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
};
const putSetting = (key: string, value: string) => putSettingAs(token, key, value);
beforeAll(async () => {
  await browser.start();
  token = (await adminToken())!;
  await offerBankTransfer(token);
});
// The other files share this shop: they find it as it was, card only.
afterAll(async () => {
  await putSetting('payment_bank_transfer_enabled', 'false');
  await browser.stop();
});

/** Three transfer orders whose money the admin recorded as received yesterday (typed the Turkish way). */
async function ordersPaidYesterday(yesterday: string): Promise<{ id: number; orderNumber: string }[]> {
  const productId = await productAt(token, 'Gün Sonu Anahtar', '1250.00', '20');
  const orders = [];
  for (let i = 0; i < 3; i++) {
    const sessionId = newSessionId();
    await fetch(`${baseUrl()}/api/cart/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-id': sessionId },
      body: JSON.stringify({ productId, quantity: 1 }),
    });
    const res = await createCheckout(baseUrl(), sessionId, { ...validForm(), paymentMethod: 'bank_transfer' });
    const { orderNumber } = (await res.json()) as { orderNumber: string };
    const [order] = (await api('GET', `/api/admin/orders?search=${orderNumber}`)).orders;
    const typed = formatTRY(order.totalAmount).replace('₺', ''); // '1.500,00'
    await api('POST', `/api/admin/orders/${order.id}/payments`, { amount: typed, paidAt: yesterday, note: 'Dekont' });
    orders.push({ id: order.id as number, orderNumber });
  }
  return orders;
}

describe('the admin tabs', () => {
  for (const size of [
    { name: '1366 px', width: 1366, height: 768 },
    { name: 'a phone', width: 390, height: 844, phone: true },
  ])
    it(`shows every tab without sideways scrolling at ${size.name}, the spec's default first`, async () => {
      const page = await browser.newPage(size);
      await page.goto('/');
      await page.evaluate((t) => localStorage.setItem('authToken', t), token);
      await page.goto('/admin');
      const selected = page.getByRole('tab', { selected: true });
      await selected.waitFor();
      expect(await selected.textContent()).toBe('Ana Sayfa Metinleri');
      expect(await page.getByRole('tab').count()).toBe(ADMIN_TABS.length);
      for (const tab of ADMIN_TABS) {
        const box = (await page.getByRole('tab', { name: tab.label, exact: true }).boundingBox())!;
        expect(box.x, tab.label).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, tab.label).toBeLessThanOrEqual(size.width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      expect(await page.getByRole('tablist', { name: 'Satış' }).getByRole('tab').allTextContents()).toEqual([
        'Özet',
        'Siparişler',
        'Müşteriler',
        'Teklifler',
        'Faturalar',
        'İadeler',
      ]);
      await page.getByRole('tab', { name: 'Kampanyalar' }).click();
      await page.waitForURL(/#promotions$/);
      await openAdmin(page, token, 'quotes');
      expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Teklifler');
    });
});

describe("the owner's day", () => {
  it(
    "filters yesterday's paid orders, prints their slips, ships them in bulk, notes one and reads the week's report",
    { timeout: 180_000 },
    async () => {
      const yesterday = isoDay(new Date(Date.now() - 86_400_000));
      const orders = await ordersPaidYesterday(yesterday);
      const numbers = orders.map((o) => o.orderNumber).sort();
      const page = await browser.newPage({ width: 1366, height: 900 });
      await openAdmin(page, token, 'orders');

      // Yesterday's paid orders: the filter is kept in the address.
      await page.getByLabel('Tarih', { exact: true }).selectOption('paid');
      await page.getByRole('button', { name: 'Dün' }).click();
      await page.waitForURL(
        (url) => url.searchParams.get('dateBy') === 'paid' && url.searchParams.get('from') === yesterday,
      );
      const rows = page.getByRole('button', { name: /siparişinin ayrıntıları/ });
      await expect.poll(async () => (await rows.allTextContents()).length).toBe(3);
      for (const n of numbers) await page.getByRole('button', { name: `${n} siparişinin ayrıntıları` }).waitFor();
      const listed = await api('GET', `/api/admin/orders?dateBy=paid&from=${yesterday}&to=${yesterday}`);
      await page
        .getByRole('status')
        .filter({ hasText: `3 sipariş · Toplam ${formatTRY(listed.totals.totalAmount)}` })
        .waitFor();
      await page.reload();
      await page.getByRole('button', { name: `${numbers[0]} siparişinin ayrıntıları` }).waitFor();
      expect(await page.getByLabel('Tarih', { exact: true }).inputValue()).toBe('paid');

      // Print their slips: one PDF, a page per order.
      await page.getByLabel('Sayfadakilerin tümünü seç').check();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Yazdır' }).click(),
      ]);
      const pages = await pdfPages(await downloadedBytes(download));
      expect(pages).toHaveLength(3);
      expect(pages.map((p) => numbers.find((n) => p.includes(n))).sort()).toEqual(numbers);
      for (const p of pages) expect(p).toContain('Gün Sonu Anahtar');

      // Ship them in bulk, each with its own tracking number.
      await page.getByRole('button', { name: 'Durum Değiştir' }).click();
      const dialog = page.getByRole('dialog', { name: '3 siparişin durumunu değiştir' });
      await dialog.getByLabel('Yeni Durum').selectOption('shipped');
      for (const n of numbers) {
        await dialog.getByLabel(`${n} kargo firması`).selectOption('Aras Kargo');
        await dialog.getByLabel(`${n} takip numarası`).fill(`ARAS-${n.slice(-4)}`);
      }
      await dialog.getByRole('button', { name: 'Durumları Güncelle' }).click();
      await page.getByRole('status').filter({ hasText: '3 siparişin durumu güncellendi' }).waitFor();
      for (const o of orders) {
        const detail = await api('GET', `/api/admin/orders/${o.id}`);
        expect([detail.status, detail.trackingNumber]).toEqual(['shipped', `ARAS-${o.orderNumber.slice(-4)}`]);
      }

      // Note one: in its history with who, never on the buyer's order page.
      await page.getByRole('button', { name: `${numbers[0]} siparişinin ayrıntıları` }).click();
      const detail = page.getByRole('dialog', { name: `Sipariş ${numbers[0]}` });
      await detail.getByLabel('İç not (müşteri görmez)').fill('Koli iki parça; müşteri aradı.');
      await detail.getByRole('button', { name: 'Not Ekle' }).click();
      await detail.getByText('Koli iki parça; müşteri aradı.').waitFor();
      await detail.getByText('(yonetici)').first().waitFor();
      expect(await (await fetch(`${baseUrl()}/api/orders/${numbers[0]}`)).text()).not.toContain('Koli iki parça');
      await detail.getByRole('button', { name: 'Kapat', exact: true }).click();
      await detail.waitFor({ state: 'hidden' });

      // The week's report in Özet agrees with the API and has its value axis.
      await page.getByRole('tab', { name: 'Özet' }).click();
      const report = page.getByRole('region', { name: 'Satış Raporu (ödenen siparişler)' });
      const week = await api(
        'GET',
        `/api/admin/reports/sales?from=${isoDay(new Date(Date.now() - 6 * 86_400_000))}&to=${isoDay(new Date())}`,
      );
      expect(week.totals.orders).toBeGreaterThanOrEqual(3);
      await report
        .getByRole('definition')
        .filter({ hasText: formatTRY(week.totals.grossAmount) })
        .first()
        .waitFor();
      expect(await report.getByTestId('value-tick').count()).toBe(3);
    },
  );
});
