import type { ReactNode } from 'react';
import { VAT_RATES } from '#api/shared/vat.ts';
import { btn } from '#site/components/ui/buttons.tsx';

// Small building blocks the admin panels share: headers, states, badges (the form pieces and
// buttons are the kit's, site/components/ui/FormField.tsx and buttons.tsx).

/** The KDV rates as the options of a select, named '%20'. */
export function VatRateOptions() {
  return VAT_RATES.map((r) => (
    <option key={r} value={String(r)}>
      %{r}
    </option>
  ));
}

export function PanelHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-xl font-bold">{title}</h2>
      {action}
    </div>
  );
}

export function Loading({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-3 py-10 text-slate-600">
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
      />
      {text}
    </p>
  );
}

export function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <p className="text-lg font-semibold">{title}</p>
      {text && <p className="mt-1 text-sm text-slate-600">{text}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center text-red-800">
      <p>{text}</p>
      <button type="button" className={`${btn.secondary} mt-3`} onClick={onRetry}>
        Tekrar Dene
      </button>
    </div>
  );
}

export function Badge({
  tone,
  children,
}: {
  tone: 'green' | 'slate' | 'amber' | 'blue' | 'red' | 'violet';
  children: ReactNode;
}) {
  const tones = {
    green: 'bg-green-100 text-green-800',
    slate: 'bg-slate-200 text-slate-700',
    amber: 'bg-amber-100 text-amber-800',
    blue: 'bg-blue-100 text-blue-800',
    red: 'bg-red-100 text-red-800',
    violet: 'bg-violet-100 text-violet-800',
  };
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}

/**
 * One row of a panel's list that opens the record's details: its number first (read out with
 * `detailsLabel`, so the button says what it opens), then the columns in `children`.
 */
export function RecordRow({
  number,
  detailsLabel,
  columns,
  onOpen,
  children,
}: {
  number: string;
  detailsLabel: string;
  /** The row's grid columns from the small breakpoint on, e.g. 'sm:grid-cols-[9rem_1fr_8rem_9rem]'. */
  columns: string;
  onOpen: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className={`grid w-full gap-1 rounded-xl border border-slate-200 bg-white p-3 text-left text-sm hover:border-brand-500 sm:items-center ${columns}`}
      >
        <span className="font-mono font-semibold">
          {number}
          <span className="sr-only"> {detailsLabel}</span>
        </span>
        {children}
      </button>
    </li>
  );
}
