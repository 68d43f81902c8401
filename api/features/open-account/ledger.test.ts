import { describe, expect, it } from 'vitest';
import { balanceKurus, overdueOrders, statementOf, type LedgerEntry } from './ledger.ts';

const at = (day: string) => new Date(`${day}T09:00:00Z`);
const order = (ref: string, day: string, kurus: number, dueOn: string): LedgerEntry => ({
  kind: 'order',
  date: at(day),
  reference: ref,
  amountKurus: kurus,
  dueOn,
});
const payment = (day: string, kurus: number): LedgerEntry => ({
  kind: 'payment',
  date: at(day),
  reference: 'Ödeme',
  amountKurus: kurus,
  dueOn: null,
});
const refund = (ref: string, day: string, kurus: number): LedgerEntry => ({
  kind: 'refund',
  date: at(day),
  reference: ref,
  amountKurus: kurus,
  dueOn: null,
});

describe('the open account ledger', () => {
  const entries = [
    order('A', '2026-10-01', 100_000, '2026-10-31'),
    order('B', '2026-10-15', 50_000, '2026-11-14'),
    order('C', '2026-11-20', 30_000, '2026-12-20'),
    payment('2026-11-01', 120_000),
    refund('B', '2026-11-02', 10_000),
  ];

  it('pays the oldest due orders first, takes refunds off their own order, counts overdue from the day after', () => {
    expect(balanceKurus(entries)).toBe(50_000);
    // A paid in full, B: 50 000 − 10 000 refund − the 20 000 left of the payment = 20 000.
    expect(overdueOrders(entries, '2026-11-14')).toEqual([]);
    expect(overdueOrders(entries, '2026-11-15')).toEqual([{ orderNumber: 'B', dueOn: '2026-11-14', kurus: 20_000 }]);
    expect(overdueOrders(entries, '2026-12-21').map((o) => [o.orderNumber, o.kurus])).toEqual([
      ['B', 20_000],
      ['C', 30_000],
    ]);
  });

  it('runs the balance line by line; a credit carries a minus sign and adds to what is available', () => {
    const s = statementOf(entries, { creditLimitKurus: 200_000, paymentTermDays: 30 }, '2026-11-27');
    expect(s.lines.map((l) => [l.kind, l.debit, l.credit, l.balance])).toEqual([
      ['order', '1000.00', '0.00', '1000.00'],
      ['order', '500.00', '0.00', '1500.00'],
      ['payment', '0.00', '1200.00', '300.00'],
      ['refund', '0.00', '100.00', '200.00'],
      ['order', '300.00', '0.00', '500.00'],
    ]);
    expect(s).toMatchObject({ creditLimit: '2000.00', balance: '500.00', available: '1500.00', overdue: '200.00' });
    const credit = statementOf(
      [order('A', '2026-10-01', 10_000, '2026-10-31'), payment('2026-10-02', 10_000), refund('A', '2026-10-03', 4_000)],
      { creditLimitKurus: 0, paymentTermDays: 30 },
      '2026-11-27',
    );
    expect(credit).toMatchObject({ balance: '-40.00', available: '40.00', overdue: '0.00' });
  });
});
