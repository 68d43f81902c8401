import { useState, type FormEvent } from 'react';
import { apiRequest } from '#site/lib/api-client.ts';
import { toastError, toastSuccess } from '#site/lib/toast.ts';
import { errorMessage } from '#site/lib/api-client.ts';
import {
  nextStatuses,
  preselectedStatus,
  orderMessages as m,
  type AdminOrderDetail,
  type OrderStatus,
} from '#api/schemas/admin-orders.ts';
import { ChoiceField, InputField } from '#site/components/ui/FormField.tsx';
import { btn, SubmitButton } from '#site/components/ui/buttons.tsx';
import { CarrierOptions } from './CarrierOptions';
import { NewStatusField } from './NewStatusField';

/** Moves the order to one of its allowed next statuses; shipping asks for carrier and tracking number. */
export function OrderStatusForm({
  order,
  onChanged,
}: {
  order: AdminOrderDetail;
  onChanged: (o: AdminOrderDetail) => void;
}) {
  const options = nextStatuses(order.status);
  const [status, setStatus] = useState<OrderStatus | ''>(preselectedStatus(order.status) ?? '');
  const unpaid = order.status === 'awaiting_payment' || order.status === 'pending';
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  if (options.length === 0)
    return <p className="text-sm text-slate-600">Bu sipariş için başka durum değişikliği yapılamaz.</p>;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const body = status === 'shipped' ? { status, carrier, trackingNumber, note } : { status, note };
      const res = await apiRequest('POST', `/api/admin/orders/${order.id}/status`, body);
      const result = (await res.json()) as { mail: 'sent' | 'queued' | 'failed' | null; order: AdminOrderDetail };
      if (result.mail === 'failed') toastError('Durum güncellendi ancak kargo e-postası gönderilemedi.');
      else if (result.mail === 'queued')
        toastSuccess(`${m.updated}. Kargo e-postası şu an gönderilemedi; birkaç dakika içinde yeniden denenecek.`);
      else toastSuccess(result.mail === 'sent' ? `${m.updated}. Müşteriye kargo e-postası gönderildi.` : m.updated);
      onChanged(result.order);
    } catch (error) {
      toastError(errorMessage(error, m.updateFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-3 rounded-lg bg-slate-50 p-3">
      {order.status === 'awaiting_payment' && <p className="text-sm text-slate-700">{m.awaitingTransferHint}</p>}
      <NewStatusField statuses={options} value={status} onChange={setStatus} choose={unpaid} />
      {status === 'shipped' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <ChoiceField label="Kargo Firması *" required value={carrier} onValue={setCarrier}>
            <CarrierOptions />
          </ChoiceField>
          <InputField label="Takip Numarası *" required value={trackingNumber} onValue={setTrackingNumber} />
        </div>
      )}
      {status === 'cancelled' && (
        <p className="text-sm text-amber-800">
          İptal edilen siparişin ürünleri stoğa geri eklenir. Ödenmiş siparişlerde parayı aşağıdaki İade / İptal
          bölümünden geri ödeyin.
        </p>
      )}
      <InputField label="Not (isteğe bağlı)" value={note} onValue={setNote} />
      <SubmitButton busy={busy} disabled={!status} pending="Güncelleniyor..." className={btn.primary}>
        Durumu Güncelle
      </SubmitButton>
    </form>
  );
}
