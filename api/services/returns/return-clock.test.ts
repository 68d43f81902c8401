import { describe, expect, it } from 'vitest';
import { refundDaysLeft, withdrawalLastDay, withinWithdrawal } from './return-clock.ts';
import { trDay } from '../../schemas/returns.ts';

describe('the return clocks', () => {
  // Delivered at 23:30 Turkish time on 1 March: the Turkish day is 1 March.
  const delivered = new Date('2026-03-01T20:30:00Z');

  it('lets the buyer withdraw until the 14th day after delivery, that day included', () => {
    expect(withdrawalLastDay(delivered)).toBe('2026-03-15');
    expect(withinWithdrawal(delivered, new Date('2026-03-10T09:00:00Z'))).toBe(true);
    expect(withinWithdrawal(delivered, new Date('2026-03-15T20:59:00Z'))).toBe(true);
    expect(withinWithdrawal(delivered, new Date('2026-03-15T21:00:00Z'))).toBe(false);
  });

  it('counts the refund days from the request, negative once overdue', () => {
    const asked = new Date('2026-03-02T08:00:00Z');
    expect(refundDaysLeft(asked, new Date('2026-03-06T08:00:00Z'))).toBe(10);
    expect(refundDaysLeft(asked, new Date('2026-03-16T08:00:00Z'))).toBe(0);
    expect(refundDaysLeft(asked, new Date('2026-03-18T08:00:00Z'))).toBe(-2);
  });

  it('names a day as a Turkish reader writes it', () => {
    expect(trDay('2026-03-15')).toBe('15 Mart 2026');
  });
});
