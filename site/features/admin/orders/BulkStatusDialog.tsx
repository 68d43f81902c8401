import { useState, type ChangeEvent, type FormEvent } from 'react';
import { apiRequest, errorMessage } from '#site/lib/api-client.ts';
import { toastError, toastSuccess } from '#site/lib/toast.ts';
import type { AdminOrderSummary, OrderStatus } from '#api/schemas/admin-orders.ts';
import type { BulkStatusResult } from '#api/schemas/admin-order-actions.ts';
import { CarrierOptions } from './CarrierOptions';
import { NewStatusField } from './NewStatusField';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { InputField, inputClass } from '#site/components/ui/FormField.tsx';
import { btn, SubmitButton } from '#site/components/ui/buttons.tsx';

/** What a selection of orders may be moved to together; each order's own rules still decide. */
const BULK_STATUSES: OrderStatus[] = ['processing', 'shipped', 'delivered', 'cancelled'];

/** 'Durum Değiştir' for the selected orders; shipping asks each order's carrier and tracking number. */
export function BulkStatusDialog({
  orders,
  onClose,
  onDone,
}: {
  orders: AdminOrderSummary[];
  onClose: () => void;
  onDone: (result: BulkStatusResult) => void;
}) {
  const [status, setStatus] = useState<OrderStatus>('shipped');
  const [shipments, setShipments] = useState(() =>
    Object.fromEntries(orders.map((o) => [o.id, { carrier: o.shippingCarrier ?? '', trackingNumber: '' }])),
  );
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<BulkStatusResult['results']>([]);
  const setShipment = (id: number, patch: Partial<{ carrier: string; trackingNumber: string }>) =>
    setShipments({ ...shipments, [id]: { ...shipments[id]!, ...patch } });
  /** The props of an order's carrier select or tracking number input, named after the order. */
  const shipmentControl = (o: AdminOrderSummary, key: 'carrier' | 'trackingNumber', what: string) => ({
    'aria-label': `${o.orderNumber} ${what}`,
    required: true,
    className: inputClass,
    value: shipments[o.id]![key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setShipment(o.id, { [key]: e.target.value }),
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const body = {
        status,
        note: note || undefined,
        orders: orders.map((o) => (status === 'shipped' ? { id: o.id, ...shipments[o.id] } : { id: o.id })),
      };
      const result = (await (
        await apiRequest('POST', '/api/admin/orders/bulk-status', body)
      ).json()) as BulkStatusResult;
      const failed = result.results.filter((r) => !r.ok);
      if (failed.length) toastError(result.message);
      else toastSuccess(result.message);
      setFailures(failed);
      onDone(result);
      if (!failed.length) onClose();
    } catch (error) {
      toastError(errorMessage(error, 'Sipariş durumları güncellenemedi'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} title={`${orders.length} siparişin durumunu değiştir`} className="max-w-2xl">
      <form onSubmit={submit} className="space-y-3">
        <NewStatusField statuses={BULK_STATUSES} value={status} onChange={setStatus} />
        {status === 'shipped' && (
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th className="py-1">Sipariş</th>
                <th className="py-1">Kargo Firması</th>
                <th className="py-1">Takip Numarası</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.id}>
                  <td className="py-1 pr-2 font-mono">{o.orderNumber}</td>
                  <td className="py-1 pr-2">
                    <select {...shipmentControl(o, 'carrier', 'kargo firması')}>
                      <CarrierOptions />
                    </select>
                  </td>
                  <td className="py-1">
                    <input {...shipmentControl(o, 'trackingNumber', 'takip numarası')} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <InputField label="Not (isteğe bağlı)" value={note} onValue={setNote} />
        {failures.length > 0 && (
          <ul role="alert" className="space-y-1 rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {failures.map((f) => (
              <li key={f.id}>
                <strong>{f.orderNumber}</strong>: {f.message}
              </li>
            ))}
          </ul>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className={btn.secondary} onClick={onClose}>
            İptal
          </button>
          <SubmitButton busy={busy} pending="Güncelleniyor..." className={btn.primary}>
            Durumları Güncelle
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
