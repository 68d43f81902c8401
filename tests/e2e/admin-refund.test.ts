import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadedBytes, useBrowser } from './browser.ts';
import { adminToken, mailsContaining, openAdmin } from './admin-helpers.ts';
import { paidGuestOrder, simpleProductInStock } from './paid-order.ts';

const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

/** A guest order paid with the sandbox's test card, through the API; returns its number. */
async function paidOrder(): Promise<string> {
  const product = await simpleProductInStock();
  return paidGuestOrder(product.id, { name: 'Deniz İade', email: 'deniz.iade@example.com', cardHolder: 'DENIZ IADE' });
}

/** A freshly paid order, and the admin's orders panel open on a new page. */
async function ordersPanelWithPaidOrder() {
  const token = (await adminToken())!;
  const orderNumber = await paidOrder();
  const page = await browser.newPage();
  await openAdmin(page, token, 'orders');
  return { page, orderNumber };
}

/** The same, with the order's detail dialog open. */
async function paidOrderDialog() {
  const { page, orderNumber } = await ordersPanelWithPaidOrder();
  await page.getByLabel('Sipariş ara').fill(orderNumber);
  await page.getByRole('button', { name: `${orderNumber} siparişinin ayrıntıları` }).click();
  return { page, orderNumber, dialog: page.getByRole('dialog') };
}

describe('the admin orders panel in Chromium', () => {
  it(
    'refunds an amount from the order view: the order becomes Kısmen İade Edildi and the buyer is told',
    { timeout: 120_000 },
    async () => {
      const { page, orderNumber, dialog } = await paidOrderDialog();
      const refund = dialog.getByRole('form', { name: 'İade ve iptal' });
      await refund.getByLabel('İade Tutarı (₺)').fill('10,00');
      await refund.getByRole('button', { name: 'İade Et' }).click();
      await page.getByRole('status').filter({ hasText: 'İade yapıldı' }).waitFor();
      await dialog.getByText('Kısmen İade Edildi').first().waitFor();
      await dialog.getByText(/İade ₺10,00/).waitFor();
      // The buyer's mail: the body says a partial refund of ₺10,00 on this order.
      const mails = await mailsContaining(
        `${orderNumber} numaralı siparişiniz için ₺10,00 tutarında kısmi iade yapıldı.`,
      );
      expect(mails).toHaveLength(1);
      // The buyer's order page lists the money sent back.
      const buyer = await browser.newPage();
      await buyer.goto(`/siparis/${orderNumber}`);
      const refunds = buyer.getByRole('region', { name: 'İadeler' });
      await refunds.getByText(/ · İade: ₺10,00$/).waitFor();
      await refunds.getByText('Toplam iade: ₺10,00').waitFor();
    },
  );

  it(
    "ships the order with a carrier from the order view: the buyer's order page links to the carrier's tracking page",
    { timeout: 120_000 },
    async () => {
      const { page, orderNumber, dialog } = await paidOrderDialog();
      await dialog.getByLabel('Yeni Durum').selectOption({ label: 'Kargoya Verildi' });
      await dialog.getByLabel('Kargo Firması *').selectOption('Yurtiçi Kargo');
      await dialog.getByLabel('Takip Numarası *').fill('YK123456789');
      await dialog.getByRole('button', { name: 'Durumu Güncelle' }).click();
      await page.getByRole('status').filter({ hasText: 'kargo e-postası gönderildi' }).waitFor();

      const buyer = await browser.newPage();
      await buyer.goto(`/siparis/${orderNumber}`);
      const shipment = buyer.getByRole('region', { name: 'Kargo Takibi' });
      await shipment.getByText('Yurtiçi Kargo · Takip numarası: YK123456789').waitFor();
      const link = shipment.getByRole('link', { name: 'Kargonuzu takip edin' });
      const href = new URL((await link.getAttribute('href'))!);
      expect(href.protocol).toBe('https:');
      expect(href.hostname).toContain('yurticikargo.com');
      expect(href.searchParams.get('code')).toBe('YK123456789');
    },
  );

  it(
    "downloads the accountant's Excel workbook from the orders panel, with the paid order's amounts as numbers",
    { timeout: 120_000 },
    async () => {
      const { page, orderNumber } = await ordersPanelWithPaidOrder();
      const form = page.getByRole('form', { name: 'Muhasebe dışa aktarma' });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        form.getByRole('button', { name: 'Muhasebe Excel İndir' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^siparisler-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(new Uint8Array(await downloadedBytes(download)).buffer);
      const sheet = workbook.getWorksheet('Siparişler')!;
      const row = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(1).value === orderNumber)!;
      expect(row.getCell(5).value).toBe('Deniz İade');
      const total = row.getCell((sheet.getRow(1).values as unknown[]).indexOf('Toplam')).value;
      expect(typeof total).toBe('number');
      expect(total).toBeGreaterThan(0);
    },
  );
});
