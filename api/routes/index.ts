import type { H3 } from 'h3';
import type { AppContext } from '../context.ts';
import { healthRoutes } from './health.routes.ts';
import { adminProductRoutes } from './admin/products.routes.ts';
import { adminCategoryRoutes } from './admin/categories.routes.ts';
import { adminContentRoutes } from './admin/content.routes.ts';
import { adminContactRoutes } from './admin/contacts.routes.ts';
import { adminSettingRoutes } from './admin/settings.routes.ts';
import { adminOrderRoutes } from './admin/orders.routes.ts';

// Every resource's routes, mounted in one place.
export function mountRoutes(app: H3, ctx: AppContext) {
  healthRoutes(app, ctx);
  adminProductRoutes(app, ctx);
  adminCategoryRoutes(app, ctx);
  adminContentRoutes(app, ctx);
  adminContactRoutes(app, ctx);
  adminSettingRoutes(app, ctx);
  adminOrderRoutes(app, ctx);
}
