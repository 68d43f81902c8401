import { useState } from 'react';
import { errorMessage } from './api-client.ts';
import { toastError } from './toast.ts';

type TextKey<F> = { [K in keyof F]: F[K] extends string | undefined ? K : never }[keyof F] & string;

/**
 * A storefront form: its values, the props binding a TextField to one text value, and `send`,
 * which runs the request with the pending flag and toasts the server's message (or `failure`).
 */
export function useForm<F extends object>(initial: F) {
  const [form, setForm] = useState<F>(initial);
  const [busy, setBusy] = useState(false);
  const field = (key: TextKey<F>) => ({
    name: key,
    value: (form[key] as string | undefined) ?? '',
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });
  /** True when the call succeeded. `keepBusy` leaves the button pending after success (the page is leaving). */
  async function send(call: () => Promise<unknown>, failure: string, keepBusy = false): Promise<boolean> {
    setBusy(true);
    try {
      await call();
      if (!keepBusy) setBusy(false);
      return true;
    } catch (error) {
      toastError(errorMessage(error, failure));
      setBusy(false);
      return false;
    }
  }
  return { form, setForm, field, busy, send };
}

/** The first message of a failed schema check, else the fallback. */
export const firstIssue = (error: { issues: { message: string }[] }, fallback: string) =>
  error.issues[0]?.message ?? fallback;
