import type { NoRows, Sql } from '#db/connection.ts';
import { conflict, notFound } from '../../core/errors.ts';
import { formatTRY, fromKurus } from '../../shared/money.ts';
import { OPEN_ACCOUNT_MESSAGES as m, type AccountPaymentView } from './schemas.ts';
import { recordedPaymentView, type RecordedPaymentRow } from '../../services/recorded-payments.ts';
import { balanceKurus } from './ledger.ts';
import { ledgerEntries, lockTerms } from './account.ts';

// Money a customer paid into the open account, recorded by the admin from the bank statement
// (who and when kept). It pays the oldest due orders first (ledger.ts). More than the balance
// is refused, as for a transfer order: the admin records the balance and returns the rest.

export interface AccountPaymentInput {
  amountKurus: number;
  paidAt: Date;
  note: string;
}

export async function recordAccountPayment(sql: Sql, adminId: number, userId: number, input: AccountPaymentInput) {
  await sql.begin(async (tx) => {
    const terms = await lockTerms(tx, userId);
    if (!terms) throw notFound(m.noTerms);
    const balance = balanceKurus(await ledgerEntries(tx, userId));
    if (input.amountKurus > balance) throw conflict(m.overpaid(formatTRY(Math.max(balance, 0) / 100)));
    await tx<NoRows>`
      INSERT INTO account_payments (user_id, amount, paid_at, note, recorded_by)
      VALUES (${userId}, ${fromKurus(input.amountKurus)}, ${input.paidAt}, ${input.note}, ${adminId})`;
  });
  return { message: m.paymentRecorded };
}

/** The payments recorded on the account, newest first, with the admin who recorded each. */
export async function accountPayments(sql: Sql, userId: number): Promise<AccountPaymentView[]> {
  const rows = await sql<RecordedPaymentRow<'account_payments'>[]>`
    SELECT p.id, p.amount, p.paid_at, p.note, p.created_at, u.username AS recorded_by
    FROM account_payments p LEFT JOIN users u ON u.id = p.recorded_by
    WHERE p.user_id = ${userId} ORDER BY p.paid_at DESC, p.id DESC`;
  return rows.map(recordedPaymentView);
}
