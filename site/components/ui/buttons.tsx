import type { ReactNode } from 'react';

// The form kit's buttons: the storefront's main colours, the admin's button looks, the submit
// button every form uses (disabled and showing its pending text while the form is sent).

/** The storefront's main button colours; each form adds its padding. */
export const primaryButton = 'bg-brand-600 hover:bg-brand-700 rounded-lg font-semibold text-white disabled:opacity-60';

/** The admin's buttons. */
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

interface SubmitButtonProps {
  busy: boolean;
  /** Shown while the form is being sent. */
  pending: string;
  children: ReactNode;
  className?: string;
  /** Disabled for another reason too (a required consent not given, nothing chosen). */
  disabled?: boolean;
  /**
   * Looks and reads as disabled (aria-disabled) but still takes a tap, so the form can say what is
   * missing instead of staying silently grey (issue 46).
   */
  unavailable?: boolean;
  /** The id of a note saying why the form cannot be sent yet. */
  describedBy?: string;
}

/** A form's submit button, disabled and showing its pending text while the form is sent. */
export function SubmitButton({
  busy,
  pending,
  children,
  className = `${primaryButton} px-4 py-2`,
  disabled = false,
  unavailable = false,
  describedBy,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      aria-disabled={unavailable || undefined}
      aria-describedby={describedBy}
      className={className}
    >
      {busy ? pending : children}
    </button>
  );
}

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
      <SubmitButton busy={busy} pending={pendingLabel} className={btn.primary}>
        {label}
      </SubmitButton>
    </div>
  );
}
