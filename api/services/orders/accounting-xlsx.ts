import { excelJs } from '../../core/rare-libraries.ts';
import { ACCOUNTING_HEADER, type AccountingRecord } from './accounting-export.ts';
import { istanbulClock } from '../../shared/date-format.ts';

// The accountant's export as an Excel workbook. Opening the CSV, Excel turns a VKN that starts
// with 0 into a number and drops the zero; here every identity is a text cell, amounts are
// numbers in lira and the payment time is a date, so the sheet sums and sorts as it should.

const TEXT = '@';
/** Lira with thousands and two decimals, as Excel shows money (the statement's workbook uses it too). */
export const LIRA = '#,##0.00';
const DATE_TIME = 'dd.mm.yyyy hh:mm';

const lira = (kurus: number) => kurus / 100;
const PAID_AT = ACCOUNTING_HEADER.indexOf('Ödeme Tarihi');
// The net and KDV per rate, the total and the refunded amount sit between the province and the payment id.
const FIRST_AMOUNT = ACCOUNTING_HEADER.indexOf('Fatura İli') + 1;
const LAST_AMOUNT = ACCOUNTING_HEADER.indexOf('İade Edilen');

/** The records as an XLSX workbook, one sheet with the same columns as the CSV. */
export async function accountingXlsx(records: AccountingRecord[]): Promise<Buffer> {
  const workbook = new (await excelJs()).Workbook();
  const sheet = workbook.addWorksheet('Siparişler', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = ACCOUNTING_HEADER.map((header, i) => {
    const isAmount = i >= FIRST_AMOUNT && i <= LAST_AMOUNT;
    const width = header === 'Ad Soyad / Unvan' ? 40 : i === PAID_AT ? 17 : isAmount ? 12 : 15;
    return { header, width, style: { numFmt: i === PAID_AT ? DATE_TIME : isAmount ? LIRA : TEXT } };
  });
  sheet.getRow(1).font = { bold: true };
  for (const o of records) {
    sheet.addRow([
      o.orderNumber,
      // Excel dates carry no time zone: the cell holds the moment as a clock in Turkey showed it.
      istanbulClock(o.paidAt),
      o.status,
      o.invoiceType,
      o.name,
      o.identityNumber,
      o.taxNumber,
      o.taxOffice,
      o.city,
      ...o.byRate.flatMap(([net, vat]) => [lira(net), lira(vat)]),
      lira(o.discountKurus),
      lira(o.totalKurus),
      lira(o.refundedKurus),
      o.paymentReference,
      o.invoiceNumber,
      o.invoiceUuid,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
