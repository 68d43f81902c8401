import type { Sql } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { notFound } from '../../core/errors.ts';
import { OPEN_ACCOUNT_MESSAGES as m, type AdminAccountView } from './schemas.ts';
import { readTermsView } from './account-terms.ts';
import { accountPayments } from './account-payments.ts';
import { accountStatement } from './account.ts';

export async function adminAccountView(sql: Sql, userId: number): Promise<AdminAccountView> {
  const [user] = await sql<(Row<'users', 'is_admin'> & { trade: boolean })[]>`
    SELECT u.is_admin, EXISTS (SELECT 1 FROM trade_accounts t WHERE t.user_id = u.id) AS trade
    FROM users u WHERE u.id = ${userId}`;
  if (!user || user.is_admin) throw notFound(m.customerNotFound);
  const terms = await readTermsView(sql, userId);
  return {
    trade: user.trade,
    terms,
    statement: terms ? await accountStatement(sql, userId) : null,
    payments: terms ? await accountPayments(sql, userId) : [],
  };
}
