import type { QuoteStatus } from '#api/features/quotes/schemas.ts';

const TONES: Record<QuoteStatus, string> = {
  requested: 'bg-amber-100 text-amber-900 ring-amber-300',
  sent: 'bg-blue-100 text-blue-900 ring-blue-300',
  accepted: 'bg-green-100 text-green-900 ring-green-300',
  ordered: 'bg-emerald-800 text-white ring-emerald-900',
  declined: 'bg-red-100 text-red-900 ring-red-300',
  expired: 'bg-slate-200 text-slate-900 ring-slate-400',
};

/** A quote's status as a coloured badge, in the admin panel and in 'Hesabım'. */
export function QuoteBadge({ status, label }: { status: QuoteStatus; label: string }) {
  return (
    <span
      data-status={status}
      className={`inline-flex w-fit items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ${TONES[status]}`}
    >
      {label}
    </span>
  );
}
