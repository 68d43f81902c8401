import { formatTRY } from '#api/shared/money.ts';
import { formatDayMonth } from '#api/shared/date-format.ts';

const WIDTH = 600;
const HEIGHT = 160;

/** Daily revenue as plain SVG bars (no chart library); each bar names its day and amount. */
export function RevenueChart({ daily }: { daily: { date: string; amount: string }[] }) {
  const max = Math.max(1, ...daily.map((d) => Number(d.amount)));
  const slot = WIDTH / Math.max(1, daily.length);
  // A day as its date: its start in UTC is the same day on Istanbul's clock (UTC+3).
  const day = (iso: string) => formatDayMonth(`${iso}T00:00:00Z`);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`}
      role="img"
      aria-label={`Son ${daily.length} günün günlük cirosu`}
      className="h-auto w-full"
    >
      {daily.map((d, i) => {
        const h = (Number(d.amount) / max) * HEIGHT;
        return (
          <g key={d.date}>
            <rect
              x={i * slot + 2}
              y={HEIGHT - h}
              width={slot - 4}
              height={Math.max(h, 1)}
              rx={2}
              className="fill-brand-600"
            >
              <title>{`${day(d.date)}: ${formatTRY(d.amount)}`}</title>
            </rect>
            {i % 5 === 0 && (
              <text x={i * slot + slot / 2} y={HEIGHT + 14} textAnchor="middle" className="fill-slate-500 text-[10px]">
                {day(d.date)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
