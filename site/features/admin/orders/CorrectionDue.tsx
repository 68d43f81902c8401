import { useState } from 'react';
import { apiRequest, errorMessage } from '#site/lib/api-client.ts';
import { toastError, toastSuccess } from '#site/lib/toast.ts';
import { formatTRY } from '#api/shared/money.ts';
import type { AdminOrderDetail } from '#api/schemas/admin-orders.ts';
import { btn } from '#site/components/ui/buttons.tsx';

/** What a correction asked of the buyer, until the admin records that it arrived ('Fark alındı'); the order ships after. */
export function CorrectionDue({
  order,
  onChanged,
}: {
  order: AdminOrderDetail;
  onChanged: (o: AdminOrderDetail) => void;
}) {
  const [busy, setBusy] = useState(false);
  if (order.correctionDue === '0.00') return null;
  const settle = async () => {
    setBusy(true);
    try {
      const res = await apiRequest('POST', `/api/admin/orders/${order.id}/correction/settled`, {});
      const result = (await res.json()) as { message: string; order: AdminOrderDetail };
      toastSuccess(result.message);
      onChanged(result.order);
    } catch (error) {
      toastError(errorMessage(error, 'Kaydedilemedi'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <p className="mt-1 flex flex-wrap items-center gap-2 font-semibold text-amber-800">
      Düzeltmeden müşteriden istenen: {formatTRY(order.correctionDue)}
      <button type="button" className={btn.small} disabled={busy} onClick={() => void settle()}>
        Fark alındı
      </button>
    </p>
  );
}
