import type { Db, Tx } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { toKurus } from '../../shared/money.ts';
import { isoDay } from '../../shared/date-format.ts';
import { conflict, notFound } from '../../core/errors.ts';
import { OPEN_ACCOUNT_MESSAGES as m, type Statement } from './schemas.ts';
import { balanceKurus, signedAmount, statementOf, type LedgerEntry } from './ledger.ts';

// A customer's open account as the database holds it: the terms on trade_accounts (migration
// 0170) and the entries read from the open-account orders, their refunds and the payments.

export interface AccountTerms {
  creditLimitKurus: number;
  paymentTermDays: number;
}

/** Today in Turkey (YYYY-MM-DD): the day a due date is compared with. */
export const todayInTurkey = (now = new Date()) => isoDay(now);

type TermsRow = Row<'trade_accounts', 'credit_limit' | 'payment_term_days'>;
const termsOf = (row: TermsRow | undefined): AccountTerms | null =>
  row?.credit_limit != null && row.payment_term_days != null
    ? { creditLimitKurus: toKurus(row.credit_limit), paymentTermDays: row.payment_term_days }
    : null;

/** The customer's terms, null without an open account. */
export async function readTerms(db: Db, userId: number): Promise<AccountTerms | null> {
  const [row] = await db<TermsRow[]>`
    SELECT credit_limit, payment_term_days FROM trade_accounts WHERE user_id = ${userId}`;
  return termsOf(row);
}

/**
 * The same under the account's row lock, held to the end of the caller's transaction: every
 * writer of what the account owes (an open-account checkout, a payment) takes it first, so
 * they read the balance one after another.
 */
export async function lockTerms(tx: Tx, userId: number): Promise<AccountTerms | null> {
  const [row] = await tx<TermsRow[]>`
    SELECT credit_limit, payment_term_days FROM trade_accounts WHERE user_id = ${userId} FOR UPDATE`;
  return termsOf(row);
}

type EntryRow = { kind: LedgerEntry['kind']; date: Date; reference: string; amount: string; due_on: string | null };

/** The account's orders, refunds and payments, oldest first. */
export async function ledgerEntries(db: Db, userId: number): Promise<LedgerEntry[]> {
  const rows = await db<EntryRow[]>`
    SELECT kind, date, reference, amount, due_on FROM (
      SELECT 'order' AS kind, o.created_at AS date, o.order_number AS reference, o.total_amount AS amount,
        o.payment_due_on::text AS due_on, 0 AS rank, o.id
      FROM orders o WHERE o.user_id = ${userId} AND o.payment_method = 'open_account' AND o.payment_due_on IS NOT NULL
      UNION ALL
      SELECT 'refund', r.created_at, o.order_number, r.amount, NULL, 1, r.id
      FROM order_refunds r JOIN orders o ON o.id = r.order_id
      WHERE o.user_id = ${userId} AND o.payment_method = 'open_account' AND o.payment_due_on IS NOT NULL
        AND r.provider_reference IS NOT NULL
      UNION ALL
      SELECT 'payment', p.paid_at, CASE WHEN p.note = '' THEN 'Ödeme' ELSE p.note END, p.amount, NULL, 2, p.id
      FROM account_payments p WHERE p.user_id = ${userId}
    ) e ORDER BY date, rank, id`;
  return rows.map((r) => ({
    kind: r.kind,
    date: new Date(r.date),
    reference: r.reference,
    amountKurus: toKurus(r.amount),
    dueOn: r.due_on,
  }));
}

/** The customer's statement; 404 when the customer has no open account. */
export async function accountStatement(db: Db, userId: number, today = todayInTurkey()): Promise<Statement> {
  const terms = await readTerms(db, userId);
  if (!terms) throw notFound(m.noTerms);
  return statementOf(await ledgerEntries(db, userId), terms, today);
}

/** Refuses (409) while the customer's open account has a balance either way; run under the caller's lock. */
export async function assertAccountSettled(tx: Tx, userId: number): Promise<void> {
  if (!(await lockTerms(tx, userId))) return;
  const balance = balanceKurus(await ledgerEntries(tx, userId));
  if (balance !== 0) throw conflict(m.unsettled(signedAmount(balance)));
}
