import { useState } from 'react';
import { apiRequest, errorMessage } from '#site/lib/api-client.ts';
import { toastError, toastSuccess } from '#site/lib/toast.ts';
import type { AdminOrderDetail } from '#api/schemas/admin-orders.ts';

/** What the order dialog gives each of its parts that can change the order. */
export interface OrderPartProps {
  order: AdminOrderDetail;
  /** The order as the server answered after a change. */
  onChanged: (o: AdminOrderDetail) => void;
}

/**
 * A POST to one of the order's admin actions (`path` below /api/admin/orders/{id}/), with its
 * pending flag: the server's message as a toast and the changed order handed on, or the server's
 * refusal (else `failure`) as an error toast. True when it went through.
 */
export function useOrderAction({ order, onChanged }: OrderPartProps) {
  const [busy, setBusy] = useState(false);
  async function post(path: string, body: unknown, failure: string): Promise<boolean> {
    setBusy(true);
    try {
      const res = await apiRequest('POST', `/api/admin/orders/${order.id}/${path}`, body);
      const result = (await res.json()) as { message: string; order: AdminOrderDetail };
      toastSuccess(result.message);
      onChanged(result.order);
      return true;
    } catch (error) {
      toastError(errorMessage(error, failure));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, post };
}
