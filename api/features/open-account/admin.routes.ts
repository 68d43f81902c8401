import type { H3, H3Event } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { requireAdmin } from '../../auth/guards.ts';
import { readJson } from '../../http/body.ts';
import { idParam } from '../../http/params.ts';
import { download, PDF_TYPE, XLSX_TYPE } from '../../http/download.ts';
import { toKurus } from '../../shared/money.ts';
import { OPEN_ACCOUNT_MESSAGES as m, accountPaymentSchema, accountTermsSchema } from './schemas.ts';
import { setAccountTerms } from './account-terms.ts';
import { recordAccountPayment } from './account-payments.ts';
import { adminAccountView } from './admin-account.ts';
import { statementFile, type StatementFormat } from './statement-files.ts';

/** A customer's open account in 'Müşteriler': terms, payments and the statement (who and when kept). */
export function adminOpenAccountRoutes(app: H3, ctx: AppContext) {
  const adminOf = async (event: H3Event) => (await requireAdmin(event, ctx)).user.id;
  const customerOf = (event: H3Event) => idParam(event, m.customerNotFound);

  app.get('/api/admin/customers/:id/account', async (event) => {
    await adminOf(event);
    return adminAccountView(ctx.sql, customerOf(event));
  });

  app.put('/api/admin/customers/:id/account-terms', async (event) => {
    const adminId = await adminOf(event);
    const id = customerOf(event);
    return setAccountTerms(ctx.sql, adminId, id, await readJson(event, accountTermsSchema));
  });

  app.post('/api/admin/customers/:id/account-payments', async (event) => {
    const adminId = await adminOf(event);
    const id = customerOf(event);
    const { amount, paidAt, note } = await readJson(event, accountPaymentSchema);
    await recordAccountPayment(ctx.sql, adminId, id, { amountKurus: toKurus(amount), paidAt, note });
    return { message: m.paymentRecorded, account: await adminAccountView(ctx.sql, id) };
  });

  const file = (format: StatementFormat) => async (event: H3Event) => {
    await adminOf(event);
    const { body, fileName } = await statementFile(ctx.sql, customerOf(event), format);
    return download(new Uint8Array(body), format === 'pdf' ? PDF_TYPE : XLSX_TYPE, fileName);
  };
  app.get('/api/admin/customers/:id/statement.pdf', file('pdf'));
  app.get('/api/admin/customers/:id/statement.xlsx', file('xlsx'));
}
