import type { H3 } from 'h3';
import type { AppContext } from '../core/context.ts';
import { listCategories } from '../services/catalogue/categories.ts';

export function categoriesRoutes(app: H3, ctx: AppContext) {
  app.get('/api/categories', () => listCategories(ctx.sql));
}
