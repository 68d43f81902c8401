import { getRouterParam, type H3, type H3Event } from 'h3';
import type { AppContext } from '../core/context.ts';
import { notFound, tooMany } from '../core/errors.ts';
import { clientIp } from '../http/client-ip.ts';
import { withinAddressLimit, type Limit } from '../core/rate-limit.ts';
import { ORDER_NOT_FOUND_MESSAGE } from '../schemas/order.ts';
import { findOrderByNumber } from '../services/orders/order-view.ts';
import { orderViewer } from '../http/order-viewer.ts';
import { resumePayment } from '../services/orders/resume-payment.ts';

// Order numbers are the only key to a public order page, so guessing is throttled:
// a generous limit on all lookups and a tight one on misses, per client address.
export const ORDER_LOOKUP_LIMIT: Limit = { name: 'order-lookup-ip', max: 60, windowMs: 60_000 };
export const ORDER_MISS_LIMIT: Limit = { name: 'order-miss-ip', max: 10, windowMs: 10 * 60_000 };
// Each fresh payment form is one provider call: a client gets this many per order-lookup window.
export const PAYMENT_RESUME_LIMIT: Limit = { name: 'payment-resume-ip', max: 10, windowMs: 10 * 60_000 };

export function ordersRoutes(app: H3, ctx: AppContext) {
  const lookup = async (event: H3Event, orderNumber: string) => {
    const ip = clientIp(event, ctx.config.proxyTrust);
    if (!(await withinAddressLimit(ctx.rateLimits, ORDER_LOOKUP_LIMIT, ip))) throw tooMany();
    const order = await findOrderByNumber(ctx.sql, orderNumber, await orderViewer(event, ctx));
    if (order) return order;
    if (!(await withinAddressLimit(ctx.rateLimits, ORDER_MISS_LIMIT, ip))) throw tooMany();
    throw notFound(ORDER_NOT_FOUND_MESSAGE);
  };
  app.get('/api/orders/:orderNumber', (event) =>
    lookup(event, getRouterParam(event, 'orderNumber', { decode: true }) ?? ''),
  );
  // 'Ödemeye devam et' (decision 0347): whoever may see the order gets a fresh payment form for it.
  app.post('/api/orders/:orderNumber/payment', async (event) => {
    const orderNumber = getRouterParam(event, 'orderNumber', { decode: true }) ?? '';
    await lookup(event, orderNumber);
    if (!(await withinAddressLimit(ctx.rateLimits, PAYMENT_RESUME_LIMIT, clientIp(event, ctx.config.proxyTrust))))
      throw tooMany();
    return resumePayment(ctx, orderNumber);
  });
  // The spec's second reading (GET /api/order with the number as query key).
  app.get('/api/order', (event) => lookup(event, event.url.searchParams.get('orderNumber') ?? ''));
}
