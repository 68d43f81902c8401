import { useState, type FormEvent } from 'react';
import { apiRequest, errorMessage } from '#site/lib/api-client.ts';
import { toastError, toastSuccess } from '#site/lib/toast.ts';
import type { AdminOrderDetail } from '#api/schemas/admin-orders.ts';
import { TextAreaField } from '#site/components/ui/FormField.tsx';
import { btn, SubmitButton } from '#site/components/ui/buttons.tsx';

/** 'İç Not Ekle': a note for the staff, kept in the order's history, never shown to the buyer. */
export function OrderNoteForm({
  order,
  onChanged,
}: {
  order: AdminOrderDetail;
  onChanged: (o: AdminOrderDetail) => void;
}) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const res = await apiRequest('POST', `/api/admin/orders/${order.id}/notes`, { text });
      const result = (await res.json()) as { message: string; order: AdminOrderDetail };
      toastSuccess(result.message);
      setText('');
      onChanged(result.order);
    } catch (error) {
      toastError(errorMessage(error, 'Not eklenemedi'));
    } finally {
      setBusy(false);
    }
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
