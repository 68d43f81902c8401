import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, useBrowser } from './browser.ts';
import { adminToken, mailsContaining, openAdmin } from './admin-helpers.ts';
import { openShop, putInGuestCart, waitForIsland } from './shop-helpers.ts';
import { seriousViolations } from './axe.ts';
import { paySandboxOverApi, simpleProductInStock } from './paid-order.ts';

// From a delivered order to a refunded return (issue 49): the buyer asks on a phone, the admin
// approves, receives and refunds in 'İadeler', and the buyer's page says 'İade edildi'.

const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

const PHONE = { width: 390, height: 844, phone: true };

/** The buyer's own browser places a card order (paid with the sandbox's test card); its number. */
async function paidOrderOf(page: Page): Promise<string> {
  await putInGuestCart(page, [{ productId: (await simpleProductInStock()).id, quantity: 2 }]);
  const token = await page.evaluate(async () => {
    const res = await fetch('/api/checkout/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-id': localStorage.getItem('cartSessionId')! },
      body: JSON.stringify({
        customerName: 'Deniz Cayma',
        customerEmail: 'deniz.cayma@example.com',
        customerPhone: '05321234567',
        billingAddress: 'İvedik OSB 1468. Cadde No 27',
        billingCity: 'Ankara',
        billingPostalCode: '06378',
        sameAsShipping: true,
        contractConsent: true,
      }),
    });
    return ((await res.json()) as { token: string }).token;
  });
  return paySandboxOverApi(token, 'DENIZ CAYMA');
}

async function adminCall(token: string, method: string, path: string, body: unknown) {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

describe('a return on a phone', () => {
  it('goes from a delivered order to a refunded return', { timeout: 180_000 }, async () => {
    const token = (await adminToken())!;
    await adminCall(token, 'PUT', '/api/admin/returns/settings', {
      address: 'İvedik OSB 1468. Cadde No 27 Yenimahalle / Ankara',
      carriers: [{ carrier: 'Aras Kargo', code: 'ARS-4455' }],
    });
    const buyer = await browser.newPage(PHONE);
    await openShop(buyer);
    const orderNumber = await paidOrderOf(buyer);
    const found = (await (
      await fetch(`${baseUrl()}/api/admin/orders?search=${orderNumber}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { orders: { id: number }[] };
    const id = found.orders[0]!.id;
    await adminCall(token, 'POST', `/api/admin/orders/${id}/status`, {
      status: 'shipped',
      carrier: 'Aras Kargo',
      trackingNumber: 'AR5566',
    });
    await adminCall(token, 'POST', `/api/admin/orders/${id}/status`, { status: 'delivered' });

    // The buyer asks on the order page.
    await buyer.goto(`/siparis/${orderNumber}`);
    const ask = buyer.getByRole('button', { name: 'İade / Cayma Talebi' });
    await waitForIsland(ask);
    await ask.click();
    const returns = buyer.getByRole('region', { name: 'İade ve Cayma' });
    await returns.getByRole('combobox').first().selectOption({ label: '1 adet' });
    await returns.getByRole('radio', { name: 'Cayma hakkı (gerekçesiz)' }).check();
    expect(await seriousViolations(buyer)).toEqual([]);
    await returns.getByRole('button', { name: 'Talebi Gönder' }).click();
    await returns.getByTestId('return-state').filter({ hasText: 'Talep alındı' }).waitFor();
    expect(
      await buyer.evaluate(() => document.documentElement.scrollWidth),
      'no sideways scrolling',
    ).toBeLessThanOrEqual(390);

    // The admin approves, receives (back on the shelf) and refunds in 'İadeler'.
    const admin = await browser.newPage({ width: 1366 });
    await openAdmin(admin, token, 'returns');
    await admin
      .getByRole('button', { name: /iadesinin ayrıntıları/ })
      .first()
      .click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Onayla ve İade Kodu Gönder' }).click();
    await dialog.getByText('ARS-4455').first().waitFor();
    await dialog.getByRole('button', { name: 'Teslim Al' }).click();
    await dialog.getByRole('button', { name: 'Ödemeyi İade Et' }).click();
    await dialog.getByText(/İade edilen tutar: ₺/).waitFor();

    // The buyer's page and mails say so.
    await buyer.reload();
    await buyer.getByTestId('return-state').filter({ hasText: 'İade edildi' }).waitFor();
    await buyer.getByText(/İade tutarı: ₺/).waitFor();
    expect(await mailsContaining('İade kodu: ARS-4455')).toHaveLength(1);
    expect(
      await buyer.evaluate(() => document.documentElement.scrollWidth),
      'no sideways scrolling',
    ).toBeLessThanOrEqual(390);
  });
});
