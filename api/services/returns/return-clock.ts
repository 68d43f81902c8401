import { REFUND_DAYS, WITHDRAWAL_DAYS } from '../../schemas/returns.ts';

// The law's two clocks as calendar days in Turkey (UTC+3 all year, so no time zone database is
// needed): the buyer may withdraw until the 14th day after delivery, inclusive (decision 0391);
// the shop refunds within 14 days of the withdrawal notice, i.e. of the request (MSY 13).

const DAY_MS = 86_400_000;

/** The Turkish calendar day (YYYY-MM-DD) of a moment. */
export const turkishDay = (at: Date): string => new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

export const addDays = (isoDay: string, days: number): string =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The last day a delivery may be withdrawn from without a reason. */
export const withdrawalLastDay = (deliveredAt: Date): string => addDays(turkishDay(deliveredAt), WITHDRAWAL_DAYS);

export const withinWithdrawal = (deliveredAt: Date, now: Date): boolean =>
  turkishDay(now) <= withdrawalLastDay(deliveredAt);

/** The last day the shop may refund a return requested at `requestedAt`. */
export const refundDeadline = (requestedAt: Date): string => addDays(turkishDay(requestedAt), REFUND_DAYS);

/** Days left until the refund deadline (0: today is the last day; negative: overdue). */
export const refundDaysLeft = (requestedAt: Date, now: Date): number =>
  daysBetween(turkishDay(now), refundDeadline(requestedAt));
