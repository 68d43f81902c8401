// A steady stream of checkouts while the catalogue is browsed: every `1/perSecond` s a guest
// puts one in-stock product of the catalogue in a cart and checks out, so stock keeps changing.
import type { Sql } from '#db/connection.ts';
import { createCheckout, insertCart, newSessionId, validForm } from '../tests/helpers/checkout-fixtures.ts';

export interface CheckoutStream {
  stop(): Promise<{ orders: number; failures: number }>;
}

export async function startCheckoutStream(sql: Sql, serverUrl: string, perSecond: number): Promise<CheckoutStream> {
  const products = (
    await sql<{ id: number }[]>`
    SELECT id FROM products p WHERE is_active AND stock_quantity >= 50
      AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id) ORDER BY id LIMIT 2000`
  ).map((r) => r.id);
  if (products.length === 0) throw new Error('no product to buy');
  let orders = 0;
  let failures = 0;
  const running = new Set<Promise<void>>();
  const checkout = async (productId: number) => {
    const sessionId = newSessionId();
    await insertCart(sql, { sessionId }, [{ productId, quantity: 1 }]);
    const res = await createCheckout(serverUrl, sessionId, validForm());
    await res.arrayBuffer();
    if (res.ok) orders++;
    else failures++;
  };
  let n = 0;
  const timer = setInterval(() => {
    const p = checkout(products[n++ % products.length]!).catch(() => void failures++);
    running.add(p);
    void p.finally(() => running.delete(p));
  }, 1000 / perSecond);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(running);
      return { orders, failures };
    },
  };
}
