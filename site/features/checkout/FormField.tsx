import type { InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  name: string;
  label: string;
  value: string;
  error?: string;
  multiline?: boolean;
  onValue: (value: string) => void;
}

/** A labelled text control with its message announced and linked by aria-describedby. */
export function FormField({ name, label, value, error, multiline, onValue, className = '', ...rest }: Props) {
  const id = `checkout-${name}`;
  const errorId = `${id}-error`;
  const control = `min-h-11 w-full scroll-mt-24 rounded-lg border px-3 py-2 text-sm focus:outline-none focus:ring-2 focus:ring-brand-500 ${error ? 'border-red-500' : 'border-slate-300'}`;
  const shared = {
    id,
    name,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} rows={3} className={control} onChange={(e) => onValue(e.target.value)} />
      ) : (
        <input {...rest} {...shared} className={control} onChange={(e) => onValue(e.target.value)} />
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
