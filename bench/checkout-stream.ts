// A steady stream of checkouts while the catalogue is browsed: every `1/perSecond` s a guest
// puts one in-stock product in a cart and checks out, so stock keeps changing. Every other
// checkout buys a product of the listing being browsed (`shown`), so its answers change too.
import type { Sql } from '#db/connection.ts';
import { createCheckout, insertCart, newSessionId, validForm } from '../tests/helpers/checkout-fixtures.ts';

export interface CheckoutStream {
  stop(): Promise<{ orders: number; failures: number }>;
}

export async function startCheckoutStream(
  sql: Sql,
  serverUrl: string,
  perSecond: number,
  shown: number[],
): Promise<CheckoutStream> {
  // Each buys the minimum order quantity (cables by the 10 metres) of a product, or of one
  // variant of a product that has them, as a shopper must.
  type Line = { productId: number; variantId: number | null; quantity: number };
  const lines = await sql<Line[]>`
    SELECT p.id AS "productId", v.id AS "variantId", p.min_order_quantity AS quantity
    FROM products p
    LEFT JOIN LATERAL (
      SELECT id, stock_quantity FROM product_variants
      WHERE product_id = p.id AND is_active ORDER BY sort_order, id LIMIT 1) v ON true
    WHERE p.is_active AND coalesce(v.stock_quantity, p.stock_quantity) >= 50 + p.min_order_quantity
    ORDER BY p.id = ANY(${shown}::int[]) DESC, p.id LIMIT 2000`;
  const onListing = lines.filter((l) => shown.includes(l.productId));
  if (onListing.length === 0) throw new Error('no product of the listing to buy');
  let orders = 0;
  let failures = 0;
  const running = new Set<Promise<void>>();
  const checkout = async (line: Line) => {
    const sessionId = newSessionId();
    await insertCart(sql, { sessionId }, [
      line.variantId === null ? { productId: line.productId, quantity: line.quantity } : line,
    ]);
    const res = await createCheckout(serverUrl, sessionId, validForm());
    await res.arrayBuffer();
    if (res.ok) orders++;
    else failures++;
  };
  let n = 0;
  const timer = setInterval(() => {
    const line = n % 2 === 0 ? onListing[(n / 2) % onListing.length]! : lines[n % lines.length]!;
    n++;
    const p = checkout(line).catch(() => void failures++);
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
