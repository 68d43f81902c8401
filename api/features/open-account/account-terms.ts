import type { NoRows, Sql } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { conflict, notFound } from '../../core/errors.ts';
import { OPEN_ACCOUNT_MESSAGES as m, type AccountTermsInput, type TermsView } from './schemas.ts';

// The admin opens (or changes) an approved trade customer's open account: a credit limit and a
// payment term in days. Each change is kept in account_terms_changes with who and when; the
// latest also sits on trade_accounts. A lower limit never touches orders already placed: it
// only refuses new ones until the balance is under it again.

export async function setAccountTerms(sql: Sql, adminId: number, userId: number, input: AccountTermsInput) {
  await sql.begin(async (tx) => {
    const [user] = await tx<Row<'users', 'is_admin'>[]>`SELECT is_admin FROM users WHERE id = ${userId}`;
    if (!user || user.is_admin) throw notFound(m.customerNotFound);
    const [account] = await tx<Row<'trade_accounts', 'user_id'>[]>`
      SELECT user_id FROM trade_accounts WHERE user_id = ${userId} FOR UPDATE`;
    if (!account) throw conflict(m.notTrade);
    await tx<NoRows>`
      UPDATE trade_accounts SET credit_limit = ${input.creditLimit}, payment_term_days = ${input.paymentTermDays},
        terms_changed_by = ${adminId}, terms_changed_at = now()
      WHERE user_id = ${userId}`;
    await tx<NoRows>`
      INSERT INTO account_terms_changes (user_id, credit_limit, payment_term_days, changed_by)
      VALUES (${userId}, ${input.creditLimit}, ${input.paymentTermDays}, ${adminId})`;
  });
  return { message: m.termsSaved, terms: await readTermsView(sql, userId) };
}

/** The terms with who set them last, as the admin's customer view shows them; null without. */
export async function readTermsView(sql: Sql, userId: number): Promise<TermsView | null> {
  const [row] = await sql<
    (Row<'trade_accounts', 'credit_limit' | 'payment_term_days' | 'terms_changed_at'> & { changed_by: string | null })[]
  >`
    SELECT t.credit_limit, t.payment_term_days, t.terms_changed_at, u.username AS changed_by
    FROM trade_accounts t LEFT JOIN users u ON u.id = t.terms_changed_by
    WHERE t.user_id = ${userId} AND t.credit_limit IS NOT NULL`;
  if (!row || row.payment_term_days === null || row.credit_limit === null) return null;
  return {
    creditLimit: row.credit_limit,
    paymentTermDays: row.payment_term_days,
    changedBy: row.changed_by,
    changedAt: new Date(row.terms_changed_at!).toISOString(),
  };
}
