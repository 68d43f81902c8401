import { useState, type FormEvent } from 'react';
import { apiRequest, errorMessage } from '#site/lib/api-client.ts';
import { toastError, toastSuccess } from '#site/lib/toast.ts';
import { orderMessages as m, type AdminOrderDetail } from '#api/schemas/admin-orders.ts';
import { Field, inputClass } from '#site/components/ui/FormField.tsx';
import { btn } from '#site/components/ui/buttons.tsx';

type Action =
  | { path: 'bank-transfer'; body: { note: string } }
  | { path: 'payment-review'; body: { decision: 'approve' | 'refuse'; note: string } };

/**
 * What an admin may do about an order's money: decide a payment held for review, or
 * confirm an unpaid order paid by bank transfer (with a note; who and when are recorded).
 */
export function PaymentActions({
  order,
  onChanged,
}: {
  order: AdminOrderDetail;
  onChanged: (o: AdminOrderDetail) => void;
}) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  if (order.status !== 'pending') return null;

  const send = async (action: Action) => {
    setBusy(true);
    try {
      const res = await apiRequest('POST', `/api/admin/orders/${order.id}/${action.path}`, action.body);
      const result = (await res.json()) as { message: string; order: AdminOrderDetail };
      toastSuccess(result.message);
      onChanged(result.order);
    } catch (error) {
      toastError(errorMessage(error, m.updateFailed));
    } finally {
      setBusy(false);
    }
  };
  const noteField = (label: string) => (
    <Field label={label}>
      {(id) => <input id={id} className={inputClass} value={note} onChange={(e) => setNote(e.target.value)} />}
    </Field>
  );

  if (order.payment.underReview) {
    return (
      <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3">
        <p className="text-sm font-semibold text-amber-900">
          Ödeme inceleniyor: ödeme alındı, sahtecilik kontrolü karar bekliyor.
        </p>
        {noteField('Not (isteğe bağlı)')}
        <div className="flex gap-2">
          <button
            type="button"
            className={btn.primary}
            disabled={busy}
            onClick={() => void send({ path: 'payment-review', body: { decision: 'approve', note } })}
          >
            Ödemeyi Onayla
          </button>
          <button
            type="button"
            className={btn.danger}
            disabled={busy}
            onClick={() => void send({ path: 'payment-review', body: { decision: 'refuse', note } })}
          >
            Ödemeyi Reddet ve İptal Et
          </button>
        </div>
      </div>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send({ path: 'bank-transfer', body: { note } });
  };
  return (
    <form onSubmit={submit} className="space-y-3 rounded-lg bg-slate-50 p-3">
      <p className="text-sm text-slate-700">
        Ödeme kartla alınmadı. Müşteri havale / EFT ile ödediyse dekontu kontrol edip işaretleyin.
      </p>
      {noteField('Havale / EFT notu *')}
      <button type="submit" className={btn.secondary} disabled={busy || note.trim().length < 3}>
        Havale / EFT ile ödendi
      </button>
    </form>
  );
}
