import { useState, type FormEvent } from 'react';
import { TextAreaField } from '#site/components/ui/FormField.tsx';
import { btn, SubmitButton } from '#site/components/ui/buttons.tsx';
import { useOrderAction, type OrderPartProps } from './useOrderAction';

/** 'İç Not Ekle': a note for the staff, kept in the order's history, never shown to the buyer. */
export function OrderNoteForm(props: OrderPartProps) {
  const [text, setText] = useState('');
  const { busy, post } = useOrderAction(props);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await post('notes', { text }, 'Not eklenemedi')) setText('');
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <TextAreaField label="İç not (müşteri görmez)" rows={2} value={text} onValue={setText} />
      <SubmitButton busy={busy} disabled={!text.trim()} pending="Ekleniyor..." className={btn.small}>
        Not Ekle
      </SubmitButton>
    </form>
  );
}
