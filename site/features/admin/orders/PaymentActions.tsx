import { useState, type FormEvent } from 'react';
import { orderMessages as m } from '#api/schemas/admin-orders.ts';
import { Field, inputClass } from '#site/components/ui/FormField.tsx';
import { btn } from '#site/components/ui/buttons.tsx';
import { useOrderAction, type OrderPartProps } from './useOrderAction';

type Action =
  | { path: 'bank-transfer'; body: { note: string } }
  | { path: 'payment-review'; body: { decision: 'approve' | 'refuse'; note: string } };

/**
 * What an admin may do about an order's money: decide a payment held for review, or
 * confirm an unpaid order paid by bank transfer (with a note; who and when are recorded).
 */
export function PaymentActions(props: OrderPartProps) {
  const { order } = props;
  const [note, setNote] = useState('');
  const { busy, post } = useOrderAction(props);
  if (order.status !== 'pending') return null;

  const send = (action: Action) => post(action.path, action.body, m.updateFailed);
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
