// Open account (cari hesap, decision 0417): a trade buyer's terms, ledger, statement and
// overdue reminders. The checkout asks it whether an order fits the buyer's limit; the account
// settings and deletion ask for the balance.
// Its routes files are mounted by api/routes/index.ts.

export {
  todayInTurkey,
  readTerms,
  /** The buyer's terms under a row lock, for the checkout's limit check. */
  lockTerms,
  ledgerEntries,
  /** Refuses to delete an account that still owes or is owed. */
  assertAccountSettled,
  type AccountTerms,
} from './account.ts';
export { balanceKurus, overdueKurus } from './ledger.ts';
export { ACCOUNT_REMINDER_CHECK_MS, remindOverdueAccounts } from './overdue-reminders.ts';
