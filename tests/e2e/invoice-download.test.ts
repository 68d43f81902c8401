import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { downloadedBytes, useBrowser } from './browser.ts';
import { fillCheckoutForm, payWithSandboxCard } from './checkout-form.ts';
import { addSimpleProducts, fillRegister, newCustomer, openShop } from './shop-helpers.ts';
import { pdfText } from '../helpers/pdf-text.ts';

const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

describe('the invoice of a paid order, in Chromium', () => {
  it("register → pay by card → 'Siparişlerim' offers the e-Arşiv invoice → the PDF downloads", async () => {
    const page = await browser.newPage();
    const customer = newCustomer();
    await openShop(page);
    await addSimpleProducts(page, 2);
    await page.getByRole('button', { name: 'Giriş / Kayıt' }).click();
    await fillRegister(page, customer);
    await page.getByRole('link', { name: 'Hesabım' }).waitFor();
    await page.goto('/checkout');
    await page.waitForFunction(
      (email) => (document.querySelector('input[name="customerEmail"]') as HTMLInputElement | null)?.value === email,
      customer.email,
    );
    await fillCheckoutForm(page);
    await page.getByRole('button', { name: 'Siparişi Onayla ve Öde' }).click();
    await payWithSandboxCard(page);
    await page.waitForURL(/\/order-success/);
    const orderNumber = new URL(page.url()).searchParams.get('orderNumber')!;

    // The 'invoices' job issues it within its 15-second round; the list shows it on a reload.
    const invoice = page.getByRole('button', { name: /^Fatura \(PDF\) · ARS20\d{11}$/ });
    await vi.waitUntil(
      async () => {
        await page.goto('/hesabim');
        await page.getByRole('tabpanel').getByRole('link', { name: orderNumber }).waitFor();
        return (await invoice.count()) > 0;
      },
      { timeout: 36_000, interval: 500 },
    );
    const label = (await invoice.textContent())!;
    const invoiceNumber = label.split('· ')[1]!;
    const [download] = await Promise.all([page.waitForEvent('download'), invoice.click()]);
    expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
    const text = await pdfText(await downloadedBytes(download));
    expect(text).toContain('e-Arşiv Fatura');
    expect(text).toContain(invoiceNumber);
    expect(text).toContain(orderNumber);
    expect(text).toContain('Test');

    // The order page links the same PDF by its ETTN (decision 0330): what a guest's mail opens too.
    await page.goto(`/siparis/${orderNumber}`);
    const link = page.getByRole('link', { name: 'Faturayı indir (PDF)' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(
      new RegExp(`^/api/orders/${orderNumber}/invoice\\.pdf\\?ettn=[0-9a-f-]{36}$`),
    );
    const [fromPage] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(fromPage.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
    expect(await pdfText(await downloadedBytes(fromPage))).toContain(invoiceNumber);
  }, 120_000);
});
