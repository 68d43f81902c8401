import { useEffect, useState } from 'react';
import { apiRequest, errorMessage, getJson } from '#site/lib/api-client.ts';
import { toastError, toastSuccess } from '#site/lib/toast.ts';
import { btn } from '#site/components/ui/buttons.tsx';
import { downloadFile } from '#site/lib/download-file.ts';
import type { AdminOrderSummary } from '#api/schemas/admin-orders.ts';

/**
 * The bulk bar's 'Kargo etiketi oluştur': a shipment at the connected carrier for each selected
 * order, one after the other (each ships its order, or says why not). Hidden without a carrier.
 */
export function BulkShipmentButton({ orders, onDone }: { orders: AdminOrderSummary[]; onDone: () => void }) {
  const [carrier, setCarrier] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    getJson<{ carrier: string | null }>('/api/admin/carrier')
      .then((c) => setCarrier(c.carrier))
      .catch(() => setCarrier(null));
  }, []);
  if (!carrier) return null;

  const run = async () => {
    setBusy(true);
    const refused: string[] = [];
    const done: number[] = [];
    for (const o of orders) {
      try {
        await apiRequest('POST', `/api/admin/orders/${o.id}/shipment`);
        done.push(o.id);
      } catch (error) {
        refused.push(`${o.orderNumber}: ${errorMessage(error, 'oluşturulamadı')}`);
      }
    }
    if (done.length > 0) {
      toastSuccess(`${done.length} sipariş için ${carrier} gönderisi hazır; etiketler indiriliyor.`);
      await downloadFile('/api/admin/orders/shipment-labels.pdf', 'kargo-etiketleri.pdf', { ids: done }).catch(() =>
        toastError('Kargo etiketleri indirilemedi'),
      );
    }
    if (refused.length) toastError(`Oluşturulamayanlar: ${refused.join(' · ')}`);
    setBusy(false);
    onDone();
  };
  return (
    <button type="button" className={btn.small} disabled={busy} onClick={() => void run()}>
      {busy ? 'Etiketler oluşturuluyor...' : 'Kargo etiketi oluştur'}
    </button>
  );
}
