import { formatDayMonth } from '#api/shared/date-format.ts';
import { BarChart } from './BarChart';

/** A calendar day (YYYY-MM-DD) as '16 Kas': read at noon UTC, which is the same day in Istanbul and anywhere near. */
export const dayLabel = (day: string) => formatDayMonth(`${day}T12:00:00Z`);

/** Daily revenue of the last days, with its value and date axes. */
export function RevenueChart({ daily }: { daily: { date: string; amount: string }[] }) {
  return (
    <BarChart
      caption={`Son ${daily.length} günün günlük cirosu`}
      points={daily.map((d) => ({ label: dayLabel(d.date), amount: d.amount }))}
    />
  );
}
