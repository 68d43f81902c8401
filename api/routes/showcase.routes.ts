import type { H3 } from 'h3';
import type { AppContext } from '../core/context.ts';
import { compressedJson } from '../http/compressed-json.ts';
import { createShowcase } from '../services/catalogue/showcase/showcase.ts';

/** GET /api/home/showcase: the home page's categories, featured products and products on sale (decision 0362). */
export function showcaseRoutes(app: H3, ctx: AppContext) {
  const showcase = createShowcase();
  app.get('/api/home/showcase', async (event) => compressedJson(event, await showcase.json(ctx.sql)));
}
