import { formatTRY } from '#api/shared/money.ts';

export interface BarPoint {
  /** The axis label ('16 Kas', 'Kas 2026'). */
  label: string;
  /** Lira amount as the API's numeric string. */
  amount: string;
}

/** The smallest 1, 2, 2.5 or 5 × 10ⁿ at or above `max`, so the axis ends on a round amount. */
export function niceCeiling(max: number): number {
  if (max <= 0) return 100;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 2.5, 5, 10].map((f) => f * magnitude).find((v) => v >= max)!;
}

const compact = new Intl.NumberFormat('tr-TR', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * Amounts as bars with a value axis (0, half, the round top) and a date axis, drawn in HTML so
 * the labels keep their size on a phone; a hidden table gives screen readers every value.
 */
export function BarChart({ points, caption }: { points: BarPoint[]; caption: string }) {
  const top = niceCeiling(Math.max(0, ...points.map((p) => Number(p.amount))));
  const ticks = [top, top / 2, 0];
  // At most about eight date labels, whatever the width.
  const every = Math.max(1, Math.ceil(points.length / 8));
  return (
    <figure>
      <div className="flex" aria-hidden="true">
        <div className="flex h-40 w-14 shrink-0 flex-col justify-between pr-2 text-right text-xs text-slate-600">
          {ticks.map((t) => (
            <span key={t} className="-my-2 leading-4" data-testid="value-tick">
              ₺{compact.format(t)}
            </span>
          ))}
        </div>
        <div className="relative h-40 min-w-0 flex-1 border-b border-l border-slate-300">
          <div className="absolute inset-x-0 top-0 border-t border-dashed border-slate-200" />
          <div className="absolute inset-x-0 top-1/2 border-t border-dashed border-slate-200" />
          <div className="absolute inset-0 flex items-end gap-px px-px">
            {points.map((p, i) => (
              <div
                key={i}
                title={`${p.label}: ${formatTRY(p.amount)}`}
                className="min-h-px flex-1 rounded-t-sm bg-brand-600"
                style={{ height: `${(Number(p.amount) / top) * 100}%` }}
              />
            ))}
          </div>
        </div>
      </div>
      <div className="ml-14 flex" aria-hidden="true">
        {points.map((p, i) => (
          <span
            key={i}
            className="min-w-0 flex-1 overflow-visible text-center text-[11px] whitespace-nowrap text-slate-600"
          >
            {i % every === 0 ? p.label : ''}
          </span>
        ))}
      </div>
      <figcaption className="sr-only">{caption}</figcaption>
      <table className="sr-only">
        <caption>{caption}</caption>
        <tbody>
          {points.map((p, i) => (
            <tr key={i}>
              <th scope="row">{p.label}</th>
              <td>{formatTRY(p.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
