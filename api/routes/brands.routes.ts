import type { H3 } from 'h3';
import type { AppContext } from '../core/context.ts';
import { listBrands } from '../services/catalogue/categories.ts';

/** The brand filter's list (the spec leaves the path open; see docs/decisions/0021). */
export function brandsRoutes(app: H3, ctx: AppContext) {
  app.get('/api/brands', () => listBrands(ctx.sql));
}
