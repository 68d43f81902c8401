import { useEffect, useState, type FormEvent } from 'react';
import { useSave } from './useSave';

type Method = 'POST' | 'PUT';

/** The form's fields that take any text (not a choice among names), the ones a text control edits. */
type TextKey<F> = { [K in keyof F]: string extends F[K] ? (F[K] extends string ? K : never) : never }[keyof F];

interface Options<T extends { id: number }, F> {
  open: boolean;
  /** null: create mode; an item: edit mode with the form filled from it. */
  item: T | null;
  /** The form's state for an item, or the empty form for null; a module-level function. */
  formOf: (item: T | null) => F;
  /** The admin endpoint: POST creates there, PUT updates at `${path}/${id}`. */
  path: string;
  messages: { created: string; updated: string; createFailed: string; updateFailed: string };
  onSaved: () => void;
}

/**
 * The state of an admin create/edit dialog: the form, refilled each time the dialog opens, and a
 * submit that sends it to the right endpoint with the spec's toasts, then tells the panel.
 */
export function useItemForm<T extends { id: number }, F>({
  open,
  item,
  formOf,
  path,
  messages: m,
  onSaved,
}: Options<T, F>) {
  const [form, setForm] = useState<F>(() => formOf(item));
  const { busy, run } = useSave();
  const editing = item !== null;
  useEffect(() => {
    if (open) setForm(formOf(item));
  }, [open, item, formOf]);
  /** Merges a patch, or a patch computed from the current form. */
  const set = (patch: Partial<F> | ((form: F) => Partial<F>)) =>
    setForm((f) => ({ ...f, ...(typeof patch === 'function' ? patch(f) : patch) }));
  /** A text control's `value` and `onValue` for one field of the form. */
  const bind = (key: TextKey<F>) => ({
    value: String(form[key]),
    onValue: (value: string) => setForm((f) => ({ ...f, [key]: value })),
  });
  /** Builds the submit handler from how the form is sent (JSON or multipart). */
  const onSubmit = (send: (method: Method, url: string) => Promise<unknown>) => async (e: FormEvent) => {
    e.preventDefault();
    const ok = await run(
      () => send(editing ? 'PUT' : 'POST', editing ? `${path}/${item.id}` : path),
      editing ? m.updated : m.created,
      editing ? m.updateFailed : m.createFailed,
    );
    if (ok) onSaved();
  };
  return { form, set, bind, busy, onSubmit };
}
