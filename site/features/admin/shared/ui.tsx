import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { VAT_RATES } from '#api/shared/vat.ts';

// Small building blocks the admin panels share: buttons, labelled fields, states.

export const btn = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60',
  danger:
    'inline-flex items-center justify-center gap-2 rounded-lg border border-red-200 bg-white px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-60',
  small:
    'inline-flex items-center justify-center gap-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60',
};

export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none';

/** A label above its control; the control gets the generated id. */
export function Field({
  label,
  hint,
  children,
  className = '',
}: {
  label: string;
  hint?: ReactNode;
  className?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children(id)}
      {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'onChange'>;

/** A labelled text (or number, url...) input that reports its new value. */
export function InputField({
  label,
  hint,
  onValue,
  ...input
}: InputProps & { label: string; hint?: ReactNode; onValue: (value: string) => void }) {
  return (
    <Field label={label} hint={hint}>
      {(id) => <input id={id} className={inputClass} {...input} onChange={(e) => onValue(e.target.value)} />}
    </Field>
  );
}

/** A labelled textarea that reports its new value. */
export function TextAreaField({
  label,
  value,
  onValue,
  rows = 3,
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  rows?: number;
}) {
  return (
    <Field label={label}>
      {(id) => (
        <textarea id={id} rows={rows} className={inputClass} value={value} onChange={(e) => onValue(e.target.value)} />
      )}
    </Field>
  );
}

/** The KDV rates as the options of a select, named '%20'. */
export function VatRateOptions() {
  return VAT_RATES.map((r) => (
    <option key={r} value={String(r)}>
      %{r}
    </option>
  ));
}

/** A checkbox with its text beside it. */
export function CheckboxField({
  label,
  checked,
  onChecked,
}: {
  label: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" checked={checked} onChange={(e) => onChecked(e.target.checked)} /> {label}
    </label>
  );
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

export const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Istanbul' }).format(
    new Date(iso),
  );

/** The footer of every admin form dialog: 'İptal' and the submit button with its pending text. */
export function FormActions({
  onCancel,
  busy,
  label,
  pendingLabel = 'Kaydediliyor...',
}: {
  onCancel: () => void;
  busy: boolean;
  label: string;
  pendingLabel?: string;
}) {
  return (
    <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
      <button type="button" className={btn.secondary} onClick={onCancel}>
        İptal
      </button>
      <button type="submit" className={btn.primary} disabled={busy}>
        {busy ? pendingLabel : label}
      </button>
    </div>
  );
}
