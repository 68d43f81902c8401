import { useEffect, useState } from 'react';
import { apiRequest, errorMessage, getJson } from '#site/lib/api-client.ts';
import { toastError, toastSuccess } from '#site/lib/toast.ts';
import { downloadFile } from '#site/lib/download-file.ts';
import { btn } from '#site/components/ui/buttons.tsx';
import { nextStatuses, type AdminOrderDetail } from '#api/schemas/admin-orders.ts';
import type { OrderShipmentState, ShipmentView } from '#api/schemas/shipments.ts';

/**
 * 'Kargo etiketi oluştur': opens the order's shipment at the connected carrier, which ships the
 * order with its tracking number; then the label to print. Without a connected carrier it says
 * so, and the tracking number is typed in the status form as before.
 */
export function ShipmentPanel({
  order,
  onChanged,
}: {
  order: AdminOrderDetail;
  onChanged: (o: AdminOrderDetail) => void;
}) {
  const [state, setState] = useState<OrderShipmentState | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    getJson<OrderShipmentState>(`/api/admin/orders/${order.id}/shipment`)
      .then((s) => live && setState(s))
      .catch(() => live && setState({ carrier: null, shipment: null }));
    return () => {
      live = false;
    };
  }, [order.id, order.status]);
  if (!state || order.delivery !== 'ship') return null;

  const label = (s: ShipmentView) =>
    void downloadFile(s.labelUrl, `kargo-etiketi-${order.orderNumber}.pdf`).catch(() =>
      toastError('Kargo etiketi indirilemedi'),
    );
  const create = async () => {
    setBusy(true);
    try {
      const res = await apiRequest('POST', `/api/admin/orders/${order.id}/shipment`);
      const result = (await res.json()) as ShipmentView & { message: string; order: AdminOrderDetail };
      toastSuccess(result.message);
      setState({ carrier: result.carrier, shipment: result });
      onChanged(result.order);
    } catch (error) {
      toastError(errorMessage(error, 'Kargo etiketi oluşturulamadı'));
    } finally {
      setBusy(false);
    }
  };

  if (state.shipment)
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span>
          {state.shipment.carrier} gönderisi · takip no <strong>{state.shipment.trackingNumber}</strong>
        </span>
        <button type="button" className={btn.small} onClick={() => label(state.shipment!)}>
          Kargo Etiketi (PDF)
        </button>
        {state.shipment.thermalLabelUrl && (
          <button
            type="button"
            className={btn.small}
            onClick={() =>
              void downloadFile(state.shipment!.thermalLabelUrl!, `kargo-etiketi-${order.orderNumber}.zpl`).catch(() =>
                toastError('Termal etiket indirilemedi'),
              )
            }
          >
            Termal Yazıcı Etiketi (ZPL)
          </button>
        )}
      </p>
    );
  if (!nextStatuses(order.status).includes('shipped')) return null;
  if (!state.carrier)
    return <p className="text-sm text-slate-500">Kargo firması bağlı değil: takip numarası elle girilir.</p>;
  return (
    <button type="button" className={btn.secondary} disabled={busy} onClick={() => void create()}>
      {busy ? 'Etiket oluşturuluyor...' : `Kargo etiketi oluştur (${state.carrier})`}
    </button>
  );
}
