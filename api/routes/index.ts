import type { H3 } from 'h3';
import type { AppContext } from '../core/context.ts';
import { healthRoutes } from './health.routes.ts';
import { productsRoutes } from './products.routes.ts';
import { categoriesRoutes } from './categories.routes.ts';
import { brandsRoutes } from './brands.routes.ts';
import { settingsRoutes } from './settings.routes.ts';
import { contentRoutes } from './content.routes.ts';
import { contactRoutes } from './contact.routes.ts';
import { publishRoutes } from './publish.routes.ts';
import { authRoutes } from './auth.routes.ts';
import { cartRoutes } from './cart.routes.ts';
import { checkoutRoutes } from './checkout.routes.ts';
import { ordersRoutes } from './orders.routes.ts';
import { paymentRoutes } from './payment.routes.ts';
import { adminProductRoutes } from './admin/products.routes.ts';
import { adminCategoryRoutes } from './admin/categories.routes.ts';
import { adminContentRoutes } from './admin/content.routes.ts';
import { adminContactRoutes } from './admin/contacts.routes.ts';
import { adminSettingRoutes } from './admin/settings.routes.ts';
import { adminOrderRoutes } from './admin/orders.routes.ts';

// Every resource's routes, mounted in one place.
export function mountRoutes(app: H3, ctx: AppContext) {
  healthRoutes(app, ctx);
  productsRoutes(app, ctx);
  categoriesRoutes(app, ctx);
  brandsRoutes(app, ctx);
  settingsRoutes(app, ctx);
  contentRoutes(app, ctx);
  contactRoutes(app, ctx);
  publishRoutes(app, ctx);
  authRoutes(app, ctx);
  cartRoutes(app, ctx);
  checkoutRoutes(app, ctx);
  ordersRoutes(app, ctx);
  paymentRoutes(app, ctx);
  adminProductRoutes(app, ctx);
  adminCategoryRoutes(app, ctx);
  adminContentRoutes(app, ctx);
  adminContactRoutes(app, ctx);
  adminSettingRoutes(app, ctx);
  adminOrderRoutes(app, ctx);
}
