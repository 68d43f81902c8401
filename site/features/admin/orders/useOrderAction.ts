import { apiRequest } from '#site/lib/api-client.ts';
import type { AdminOrderDetail } from '#api/schemas/admin-orders.ts';
import { useSave } from '../shared/useSave';

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
  const { busy, run } = useSave();
  const post = (path: string, body: unknown, failure: string): Promise<boolean> =>
    run(
      async () => {
        const res = await apiRequest('POST', `/api/admin/orders/${order.id}/${path}`, body);
        const result = (await res.json()) as { message: string; order: AdminOrderDetail };
        onChanged(result.order);
        return result.message;
      },
      (message) => message,
      failure,
    );
  return { busy, post };
}
