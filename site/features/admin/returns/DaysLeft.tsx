import { REFUND_WARNING_DAYS, type ReturnState } from '#api/schemas/returns.ts';

/** The legal refund clock of an open return: overdue in red, received and close to it in amber. */
export function DaysLeft({ days, state }: { days: number | null; state: ReturnState }) {
  if (days === null) return <span className="text-slate-500">Kapandı</span>;
  if (days < 0) return <span className="font-semibold text-red-700">Süresi {-days} gün geçti</span>;
  const warn = state === 'received' && days <= REFUND_WARNING_DAYS;
  return (
    <span className={warn ? 'font-semibold text-amber-800' : 'text-slate-700'}>
      {days === 0 ? 'Son gün bugün' : `${days} gün kaldı`}
    </span>
  );
}
