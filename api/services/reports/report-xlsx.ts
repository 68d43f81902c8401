import { excelJs } from '../../core/rare-libraries.ts';
import type { CustomerReport, ProductReport, ReportKind, SalesReport } from '../../schemas/admin-reports.ts';
import { PAYMENT_METHOD_LABELS } from '../../shared/payment-methods.ts';
import { toKurus } from '../../shared/money.ts';
import { inertText } from '../spreadsheet-text.ts';

// A report as an Excel workbook: one sheet of rows, amounts as numbers with two decimals.

const lira = (amount: string) => toKurus(amount) / 100;
const MONEY = '#,##0.00';

export async function reportXlsx(
  kind: ReportKind,
  report: SalesReport | ProductReport | CustomerReport,
): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new (await excelJs()).Workbook();
  const sheet = workbook.addWorksheet({ sales: 'Satışlar', products: 'Ürünler', customers: 'Müşteriler' }[kind]);
  const add = (row: (string | number)[]) => sheet.addRow(row);
  if (kind === 'sales') {
    const r = report as SalesReport;
    add(['Dönem', 'Sipariş', 'Net (KDV hariç)', 'KDV', 'İndirim', 'Kargo', 'İade', 'Toplam', 'Ortalama Sipariş']);
    for (const row of [...r.rows, { period: 'Toplam', ...r.totals }])
      add([
        row.period,
        row.orders,
        ...[
          row.netAmount,
          row.vatAmount,
          row.discountAmount,
          row.shippingAmount,
          row.refundAmount,
          row.grossAmount,
        ].map(lira),
        lira(row.averageOrderValue),
      ]);
    add([]);
    add(['Ödeme Yöntemi', 'Sipariş', 'Toplam']);
    for (const m of r.byPaymentMethod) add([PAYMENT_METHOD_LABELS[m.paymentMethod], m.orders, lira(m.grossAmount)]);
  } else if (kind === 'products') {
    const r = report as ProductReport;
    add(['Ürün', 'Birim', 'Miktar', 'Net (KDV hariç)']);
    for (const p of r.products) add([inertText(p.name), p.unit, p.quantity, lira(p.netAmount)]);
  } else {
    const r = report as CustomerReport;
    add(['Müşteri', 'E-posta', 'Sipariş', 'Toplam']);
    for (const c of r.top) add([inertText(c.name), inertText(c.email), c.orders, lira(c.grossAmount)]);
  }
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 18;
    column.numFmt = MONEY;
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
