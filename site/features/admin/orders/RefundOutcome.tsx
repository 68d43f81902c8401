import { useState } from 'react';
import { apiRequest, errorMessage } from '#site/lib/api-client.ts';
import { toastError, toastSuccess } from '#site/lib/toast.ts';
import { REFUND_MESSAGES as m, type RefundOutcome as Outcome } from '#api/schemas/refunds.ts';
import type { AdminOrderDetail } from '#api/schemas/admin-orders.ts';
import { btn } from '#site/components/ui/buttons.tsx';

/** A refund in doubt: the admin records what the provider's panel says became of it (decision 0261). */
export function RefundOutcome({
  order,
  onChanged,
}: {
  order: AdminOrderDetail;
  onChanged: (o: AdminOrderDetail) => void;
}) {
  const [busy, setBusy] = useState(false);
  const record = async (outcome: Outcome) => {
    setBusy(true);
    try {
      const res = await apiRequest('POST', `/api/admin/orders/${order.id}/refunds/outcome`, { outcome });
      toastSuccess(m.outcomeRecorded);
      onChanged(((await res.json()) as { order: AdminOrderDetail }).order);
    } catch (error) {
      toastError(errorMessage(error, m.failed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="ml-2 inline-flex gap-2">
      <button type="button" className={btn.small} disabled={busy} onClick={() => void record('refunded')}>
        Sağlayıcıda yapılmış
      </button>
      <button type="button" className={btn.small} disabled={busy} onClick={() => void record('not_refunded')}>
        Sağlayıcıda yapılmamış
      </button>
    </span>
  );
}
