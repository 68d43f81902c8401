import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** Marks the label with an asterisk; the form checks the value itself. */
  mark?: boolean;
}

/** A field's label, with a visual asterisk for a required one (the control says so with aria-required). */
function FieldLabel({ id, label, mark }: { id: string; label: string; mark?: boolean }) {
  return (
    <div className="text-sm font-medium text-slate-700">
      <label htmlFor={id}>{label}</label>
      {mark && (
        <span aria-hidden="true" className="text-red-600">
          {' '}
          *
        </span>
      )}
    </div>
  );
}

/** A labelled text input. */
export function TextField({ label, mark, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <FieldLabel id={id} label={label} mark={mark} />
      <input
        id={id}
        aria-required={mark || undefined}
        className="focus:border-brand-500 focus:ring-brand-500/30 min-h-11 rounded-lg border border-slate-300 px-3 py-2 text-base outline-none focus:ring-2"
        {...input}
      />
    </div>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'children'> {
  label: string;
  mark?: boolean;
  options: readonly string[];
}

/** A labelled select whose first option, 'Seçiniz', stands for no choice. */
export function SelectField({ label, mark, options, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <FieldLabel id={id} label={label} mark={mark} />
      <select
        id={id}
        aria-required={mark || undefined}
        disabled={options.length === 0}
        className="focus:border-brand-500 focus:ring-brand-500/30 min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base outline-none focus:ring-2"
        {...select}
      >
        <option value="">Seçiniz</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}

interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The label may hold links; clicking them does not toggle the box. */
  children: ReactNode;
  name?: string;
}

/** A checkbox with its label beside it. */
export function Checkbox({ checked, onChange, children, name }: CheckboxProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="accent-brand-600 mt-1 h-4 w-4 shrink-0"
      />
      <label htmlFor={id} className="text-sm text-slate-700">
        {children}
      </label>
    </div>
  );
}

/** The storefront's main button colours; each form adds its padding. */
export const primaryButton = 'bg-brand-600 hover:bg-brand-700 rounded-lg font-semibold text-white disabled:opacity-60';

interface SubmitButtonProps {
  busy: boolean;
  /** Shown while the form is being sent. */
  pending: string;
  children: ReactNode;
  className?: string;
}

/** A form's submit button, disabled and showing its pending text while the form is sent. */
export function SubmitButton({ busy, pending, children, className = `${primaryButton} px-4 py-2` }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={busy} className={className}>
      {busy ? pending : children}
    </button>
  );
}

type BoundInput = Omit<TextFieldProps, 'label'>;

/** 'Yeni Şifre' and 'Yeni Şifre Tekrar', as the password reset page and the account's password panel ask them. */
export function NewPasswordFields({ password, confirm }: { password: BoundInput; confirm: BoundInput }) {
  return (
    <>
      <TextField label="Yeni Şifre" mark type="password" autoComplete="new-password" {...password} />
      <TextField label="Yeni Şifre Tekrar" mark type="password" autoComplete="new-password" {...confirm} />
    </>
  );
}
