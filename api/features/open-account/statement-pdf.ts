import type { ContractSeller } from '../../shared/sales-contract.ts';
import { formatTRY } from '../../shared/money.ts';
import { formatDate } from '../../shared/date-format.ts';
import { STATEMENT_KIND_LABELS, type Statement } from './schemas.ts';
import type { StatementHolder } from './statement-holder.ts';
import { finishDocument, note, pairs, section, startDocument, table, totals } from '../../documents/pdf-document.ts';

// 'Cari Hesap Ekstresi': the customer's open account as a PDF, the same lines and sums as
// GET /api/account/statement.

const day = (iso: string) => formatDate(iso.length === 10 ? `${iso}T12:00:00+03:00` : iso);
const money = (amount: string) => (amount === '0.00' ? '' : formatTRY(amount.replace('-', '')));
const signed = (amount: string) => `${amount.startsWith('-') ? '-' : ''}${formatTRY(amount.replace('-', ''))}`;

export async function accountStatementPdf(
  statement: Statement,
  holder: StatementHolder,
  seller: ContractSeller,
  issuedAt = new Date(),
): Promise<Buffer> {
  const doc = await startDocument({
    title: 'Cari Hesap Ekstresi',
    seller,
    facts: [
      ['Tarih', formatDate(issuedAt)],
      ['Vade', `${statement.paymentTermDays} gün`],
    ],
  });
  section(doc, 'Müşteri');
  pairs(doc, [
    ['Unvan', holder.company_name],
    ['Vergi Dairesi / No', `${holder.tax_office} / ${holder.tax_number}`],
    ['E-posta', holder.email],
  ]);
  section(doc, 'Hareketler');
  table(
    doc,
    [
      { header: 'Tarih', share: 0.12 },
      { header: 'İşlem', share: 0.1 },
      { header: 'Belge / Açıklama', share: 0.26 },
      { header: 'Vade', share: 0.12 },
      { header: 'Borç', share: 0.13, align: 'right' },
      { header: 'Alacak', share: 0.13, align: 'right' },
      { header: 'Bakiye', share: 0.14, align: 'right' },
    ],
    statement.lines.map((l) => [
      day(l.date),
      STATEMENT_KIND_LABELS[l.kind],
      l.reference,
      l.dueDate ? day(l.dueDate) : '',
      money(l.debit),
      money(l.credit),
      signed(l.balance),
    ]),
  );
  totals(doc, [
    ['Kredi Limiti', formatTRY(statement.creditLimit)],
    ['Kullanılabilir Limit', formatTRY(statement.available)],
    ['Vadesi Geçen', formatTRY(statement.overdue)],
    ['Bakiye', signed(statement.balance)],
  ]);
  note(doc, 'Eksi bakiye, lehinize olan alacağı gösterir. Ödemeler vadesi en eski siparişten başlayarak kapatılır.');
  return finishDocument(doc);
}
