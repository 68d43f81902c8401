import type { Sql } from '#db/connection.ts';
import { isoDay } from '../../shared/date-format.ts';
import { accountStatementPdf } from './statement-pdf.ts';
import { sellerInfo } from '../../services/settings/shop-settings.ts';
import { accountStatement } from './account.ts';
import { statementHolder } from './statement-holder.ts';
import { statementXlsx } from './statement-xlsx.ts';

export type StatementFormat = 'pdf' | 'xlsx';

/** The customer's statement as a downloadable file ('cari-hesap-ekstresi-2026-11-27.pdf'). */
export async function statementFile(sql: Sql, userId: number, format: StatementFormat) {
  const statement = await accountStatement(sql, userId);
  const holder = await statementHolder(sql, userId);
  const fileName = `cari-hesap-ekstresi-${isoDay(new Date())}.${format}`;
  if (format === 'xlsx') return { body: await statementXlsx(statement, holder), fileName };
  return { body: await accountStatementPdf(statement, holder, await sellerInfo(sql)), fileName };
}
