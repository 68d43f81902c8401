import type { H3 } from 'h3';
import type { AppContext } from '../core/context.ts';
import { compressedJson } from '../http/compressed-json.ts';
import { createShowcase } from '../services/catalogue/showcase/showcase.ts';
import { buyerGroupOf } from '../http/request-buyer.ts';

/**
 * GET /api/home/showcase: the home page's categories, featured products and products on sale
 * (decision 0362); a trade buyer's rows at their group's prices, as the listing answers them.
 */
export function showcaseRoutes(app: H3, ctx: AppContext) {
  const showcase = createShowcase();
  app.get('/api/home/showcase', async (event) => {
    const group = await buyerGroupOf(event, ctx);
    if (!group) return compressedJson(event, await showcase.json(ctx.sql));
    return compressedJson(event, JSON.stringify(await showcase.forGroup(ctx.sql, group)));
  });
}
