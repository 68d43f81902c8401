import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

// The form kit: labelled fields (the storefront's and the admin's looks), a field with its error
// message, the error text itself. Buttons are in buttons.tsx.

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
        <SelectOptions options={options} />
      </select>
    </div>
  );
}

/** A select's options: 'Seçiniz' (no choice) first, then each choice, its own value. */
export function SelectOptions({ options }: { options: readonly string[] }) {
  return (
    <>
      <option value="">Seçiniz</option>
      {options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </>
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

/** A field's error message; its control points at it with aria-describedby. */
export function ErrorText({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm text-red-600">
      {children}
    </p>
  );
}

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  name: string;
  /** The control's id is `${idPrefix}-${name}`, its message's `${idPrefix}-${name}-error`. */
  idPrefix: string;
  label: string;
  value: string;
  error?: string;
  multiline?: boolean;
  onValue: (value: string) => void;
}

/** A labelled text control with its message announced and linked by aria-describedby. */
export function FormField({
  name,
  idPrefix,
  label,
  value,
  error,
  multiline,
  onValue,
  className = '',
  ...rest
}: FormFieldProps) {
  const id = `${idPrefix}-${name}`;
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
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </div>
  );
}

// The admin's look: a label above its control.

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

/** A labelled whole number that must be given, from `min` up (stock, order quantities). */
export function CountField({
  label,
  min,
  value,
  onValue,
}: {
  label: string;
  min: string;
  value: string;
  onValue: (value: string) => void;
}) {
  return <InputField label={label} type="number" required step="1" min={min} value={value} onValue={onValue} />;
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'onChange'>;

/** A labelled select of the options given as its children, reporting the chosen value. */
export function ChoiceField({
  label,
  hint,
  onValue,
  children,
  ...select
}: SelectProps & { label: string; hint?: ReactNode; onValue: (value: string) => void }) {
  return (
    <Field label={label} hint={hint}>
      {(id) => (
        <select id={id} className={inputClass} {...select} onChange={(e) => onValue(e.target.value)}>
          {children}
        </select>
      )}
    </Field>
  );
}

/** A labelled file input of the kinds `accept` names; `onFile` gets the file, or null when the choice is cleared. */
export function FileField({
  label,
  hint,
  accept,
  required,
  onFile,
}: {
  label: string;
  hint?: ReactNode;
  accept: string;
  required?: boolean;
  onFile: (file: File | null) => void;
}) {
  return (
    <Field label={label} hint={hint}>
      {(id) => (
        <input
          id={id}
          type="file"
          accept={accept}
          required={required}
          className={inputClass}
          onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        />
      )}
    </Field>
  );
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
