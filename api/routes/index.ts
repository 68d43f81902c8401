import type { H3 } from 'h3';
import type { AppContext } from '../context.ts';
import { healthRoutes } from './health.routes.ts';
import { productsRoutes } from './products.routes.ts';
import { categoriesRoutes } from './categories.routes.ts';
import { brandsRoutes } from './brands.routes.ts';
import { authRoutes } from './auth.routes.ts';
import { cartRoutes } from './cart.routes.ts';

// Every resource's routes, mounted in one place.
export function mountRoutes(app: H3, ctx: AppContext) {
  healthRoutes(app, ctx);
  productsRoutes(app, ctx);
  categoriesRoutes(app, ctx);
  brandsRoutes(app, ctx);
  authRoutes(app, ctx);
  cartRoutes(app, ctx);
}
