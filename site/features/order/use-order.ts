import { useEffect, useState } from 'react';
import { getJson } from '../../lib/api-client';
import type { OrderView } from '#api/schemas/order.ts';

export type OrderState = { kind: 'loading' } | { kind: 'missing' } | { kind: 'found'; order: OrderView };

/** GET /api/orders/{orderNumber}; any non-OK answer is 'Sipariş bulunamadı' (the spec's API calls). */
export function useOrder(orderNumber: string | null): OrderState {
  const [state, setState] = useState<OrderState>({ kind: 'loading' });
  useEffect(() => {
    if (!orderNumber) return;
    let live = true;
    getJson<OrderView>(`/api/orders/${encodeURIComponent(orderNumber)}`)
      .then((order) => live && setState({ kind: 'found', order }))
      .catch(() => live && setState({ kind: 'missing' }));
    return () => {
      live = false;
    };
  }, [orderNumber]);
  return state;
}
