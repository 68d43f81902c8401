import type { Sql } from '#db/connection.ts';
import type { ReportGroup } from '../../schemas/admin-reports.ts';

// The days of a report: Istanbul's calendar, the same bounds as the accountant's export.

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Orders `o` paid on the days from–to, both included. */
export const paidBetween = (sql: Sql, from: string, to: string) =>
  sql`o.paid_at >= (${from}::date)::timestamp AT TIME ZONE 'Europe/Istanbul'
    AND o.paid_at < (${to}::date + 1)::timestamp AT TIME ZONE 'Europe/Istanbul'`;

/** The period of the same length just before from–to. */
export function previousRange(from: string, to: string): { from: string; to: string } {
  const length = Date.parse(to) - Date.parse(from) + DAY;
  return { from: dayOf(Date.parse(from) - length), to: dayOf(Date.parse(from) - DAY) };
}

/** The period a day belongs to: the day, its week's Monday, or 'YYYY-MM'. */
export function periodOf(day: string, groupBy: ReportGroup): string {
  if (groupBy === 'month') return day.slice(0, 7);
  if (groupBy === 'day') return day;
  const ms = Date.parse(day);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0
  return dayOf(ms - weekday * DAY);
}

/** Every period of the range in order, so empty days show as zero on the chart. */
export function periodsOf(from: string, to: string, groupBy: ReportGroup): string[] {
  const periods: string[] = [];
  for (let ms = Date.parse(from); ms <= Date.parse(to); ms += DAY) {
    const p = periodOf(dayOf(ms), groupBy);
    if (periods.at(-1) !== p) periods.push(p);
  }
  return periods;
}
