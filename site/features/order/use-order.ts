import { useCallback, useEffect, useState } from 'react';
import { getJson } from '../../lib/api-client';
import type { OrderView } from '#api/schemas/order.ts';

export type OrderState = { kind: 'loading' } | { kind: 'missing' } | { kind: 'found'; order: OrderView };

/**
 * GET /api/orders/{orderNumber}; any non-OK answer is 'Sipariş bulunamadı' (the spec's API calls).
 * `reload` reads it again after a change made on the page (a return request).
 */
export function useOrder(orderNumber: string | null): OrderState & { reload: () => void } {
  const [state, setState] = useState<OrderState>({ kind: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!orderNumber) return;
    let live = true;
    getJson<OrderView>(`/api/orders/${encodeURIComponent(orderNumber)}`)
      .then((order) => live && setState({ kind: 'found', order }))
      .catch(() => live && setState((s) => (s.kind === 'found' && version > 0 ? s : { kind: 'missing' })));
    return () => {
      live = false;
    };
  }, [orderNumber, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
