import { excelJs } from '../../core/rare-libraries.ts';
import { istanbulClock } from '../../shared/date-format.ts';
import { toKurus } from '../../shared/money.ts';
import { STATEMENT_KIND_LABELS, type Statement } from './schemas.ts';
import type { StatementHolder } from './statement-holder.ts';
import { LIRA } from '../../services/orders/accounting-xlsx.ts';

// The statement as an Excel workbook, in the accountant's export's manner (accounting-xlsx.ts):
// amounts are numbers in lira, dates real dates on Turkey's clock, the header row frozen.

const DATE = 'dd.mm.yyyy';
export const STATEMENT_HEADER = ['Tarih', 'İşlem', 'Belge / Açıklama', 'Vade', 'Borç', 'Alacak', 'Bakiye'];

/** A signed numeric string ("-12.50") as lira. */
const lira = (amount: string) => (amount.startsWith('-') ? -toKurus(amount.slice(1)) : toKurus(amount)) / 100;
const dueDay = (day: string) => new Date(`${day}T00:00:00Z`);

export async function statementXlsx(statement: Statement, holder: StatementHolder): Promise<Buffer> {
  const workbook = new (await excelJs()).Workbook();
  const sheet = workbook.addWorksheet('Cari Hesap', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = STATEMENT_HEADER.map((header, i) => ({
    header,
    width: i === 2 ? 30 : 14,
    style: i >= 4 ? { numFmt: LIRA } : i === 0 || i === 3 ? { numFmt: DATE } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const l of statement.lines) {
    sheet.addRow([
      istanbulClock(new Date(l.date)),
      STATEMENT_KIND_LABELS[l.kind],
      l.reference,
      l.dueDate ? dueDay(l.dueDate) : null,
      lira(l.debit),
      lira(l.credit),
      lira(l.balance),
    ]);
  }
  sheet.addRow([]);
  const sums: Array<[string, string]> = [
    ['Kredi Limiti', statement.creditLimit],
    ['Kullanılabilir Limit', statement.available],
    ['Vadesi Geçen', statement.overdue],
    ['Bakiye', statement.balance],
  ];
  for (const [label, amount] of sums) sheet.addRow([null, null, label, null, null, null, lira(amount)]);
  sheet.addRow([null, null, holder.company_name, null, null, null, null]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
