import type { H3 } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { requireUser } from '../../auth/guards.ts';
import { download, PDF_TYPE, XLSX_TYPE } from '../../http/download.ts';
import { accountStatement } from './account.ts';
import { statementFile, type StatementFormat } from './statement-files.ts';

/** The signed-in customer's open account ('Cari Hesap'): the statement, and as PDF and XLSX. */
export function accountStatementRoutes(app: H3, ctx: AppContext) {
  app.get('/api/account/statement', async (event) =>
    accountStatement(ctx.sql, (await requireUser(event, ctx)).user.id),
  );
  const file = (format: StatementFormat) => async (event: Parameters<typeof requireUser>[0]) => {
    const { body, fileName } = await statementFile(ctx.sql, (await requireUser(event, ctx)).user.id, format);
    return download(new Uint8Array(body), format === 'pdf' ? PDF_TYPE : XLSX_TYPE, fileName);
  };
  app.get('/api/account/statement.pdf', file('pdf'));
  app.get('/api/account/statement.xlsx', file('xlsx'));
}
