import type { Db } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { notFound } from '../../core/errors.ts';
import { OPEN_ACCOUNT_MESSAGES as m } from './schemas.ts';

/** Whose statement a document prints: the trade account's company identity. */
export type StatementHolder = Row<'trade_accounts', 'company_name' | 'tax_number' | 'tax_office'> & { email: string };

export async function statementHolder(db: Db, userId: number): Promise<StatementHolder> {
  const [row] = await db<StatementHolder[]>`
    SELECT t.company_name, t.tax_number, t.tax_office, u.email
    FROM trade_accounts t JOIN users u ON u.id = t.user_id WHERE t.user_id = ${userId}`;
  if (!row) throw notFound(m.noTerms);
  return row;
}
