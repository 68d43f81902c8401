import type { H3 } from 'h3';
import type { AppContext } from '../context.ts';
import { healthRoutes } from './health.routes.ts';
import { checkoutRoutes } from './checkout.routes.ts';
import { ordersRoutes } from './orders.routes.ts';
import { paymentRoutes } from './payment.routes.ts';

// Every resource's routes, mounted in one place.
export function mountRoutes(app: H3, ctx: AppContext) {
  healthRoutes(app, ctx);
  checkoutRoutes(app, ctx);
  ordersRoutes(app, ctx);
  paymentRoutes(app, ctx);
}
