import { fromKurus } from '../../shared/money.ts';
import type { Statement, StatementKind, StatementLine } from './schemas.ts';

// The arithmetic of an open account (decision 0294), pure so the checkout, the statement, the
// payments and the reminder job read one answer. An order is owed from its day; a refund is
// taken off its own order; payments pay the orders in due-date order, oldest first. What an
// order due before today (Turkey's day) still owes after that is overdue; the due day itself
// is not.

export interface LedgerEntry {
  kind: StatementKind;
  date: Date;
  /** The order number (orders and refunds) or the payment's note. */
  reference: string;
  amountKurus: number;
  /** An order's due day, YYYY-MM-DD. */
  dueOn: string | null;
}

/** A signed numeric string: credits in the customer's favour carry a minus sign. */
export const signedAmount = (kurus: number) => (kurus < 0 ? `-${fromKurus(-kurus)}` : fromKurus(kurus));

/** What is owed in all (negative: the shop owes the customer). */
export const balanceKurus = (entries: LedgerEntry[]) =>
  entries.reduce((sum, e) => sum + (e.kind === 'order' ? e.amountKurus : -e.amountKurus), 0);

export interface OverdueOrder {
  orderNumber: string;
  dueOn: string;
  kurus: number;
}

/** The orders due before `today` with what each still owes after refunds and the payments allocated oldest first. */
export function overdueOrders(entries: LedgerEntry[], today: string): OverdueOrder[] {
  const owed = new Map<string, OverdueOrder>();
  for (const e of entries) {
    if (e.kind === 'order') owed.set(e.reference, { orderNumber: e.reference, dueOn: e.dueOn!, kurus: e.amountKurus });
  }
  for (const e of entries) {
    const order = e.kind === 'refund' ? owed.get(e.reference) : undefined;
    if (order) order.kurus = Math.max(0, order.kurus - e.amountKurus);
  }
  let paid = entries.filter((e) => e.kind === 'payment').reduce((sum, e) => sum + e.amountKurus, 0);
  const overdue: OverdueOrder[] = [];
  const byDue = [...owed.values()].sort((a, b) => a.dueOn.localeCompare(b.dueOn));
  for (const order of byDue) {
    const covered = Math.min(order.kurus, paid);
    paid -= covered;
    if (order.dueOn < today && order.kurus > covered) overdue.push({ ...order, kurus: order.kurus - covered });
  }
  return overdue;
}

export const overdueKurus = (entries: LedgerEntry[], today: string) =>
  overdueOrders(entries, today).reduce((sum, o) => sum + o.kurus, 0);

/** The statement: the lines in date order with the running balance, and the account's sums. */
export function statementOf(
  entries: LedgerEntry[],
  terms: { creditLimitKurus: number; paymentTermDays: number },
  today: string,
): Statement {
  let running = 0;
  // In date order; entries of one moment keep their order (orders before refunds before payments).
  const sorted = [...entries].sort((a, b) => a.date.getTime() - b.date.getTime());
  const lines: StatementLine[] = sorted.map((e) => {
    const debit = e.kind === 'order' ? e.amountKurus : 0;
    const credit = e.kind === 'order' ? 0 : e.amountKurus;
    running += debit - credit;
    return {
      date: e.date.toISOString(),
      kind: e.kind,
      reference: e.reference,
      debit: fromKurus(debit),
      credit: fromKurus(credit),
      balance: signedAmount(running),
      dueDate: e.dueOn,
    };
  });
  return {
    creditLimit: fromKurus(terms.creditLimitKurus),
    paymentTermDays: terms.paymentTermDays,
    balance: signedAmount(running),
    available: fromKurus(Math.max(0, terms.creditLimitKurus - running)),
    overdue: fromKurus(overdueKurus(entries, today)),
    lines,
  };
}
