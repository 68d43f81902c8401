import type { H3 } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { readJson } from '../../http/body.ts';
import { idParam } from '../../http/params.ts';
import { productDimensionsSchema, SHIPPING_MESSAGES, shippingRatesSchema } from './schemas.ts';
import { readShippingRates, saveShippingRates } from './shipping-settings.ts';
import { readProductDimensions, setProductDimensions } from './product-dimensions.ts';
import { contentChanged } from '../../services/content/content-changed.ts';

/** The 'Kargo' rates and a product's measures; admin-only by the guard on /api/admin/** (api/app.ts). */
export function adminShippingRoutes(app: H3, ctx: AppContext) {
  app.get('/api/admin/shipping', () => readShippingRates(ctx.sql));

  app.put('/api/admin/shipping', async (event) => {
    const saved = await saveShippingRates(ctx.sql, await readJson(event, shippingRatesSchema));
    // The legal texts name the free-shipping threshold: the prerendered pages follow it.
    await contentChanged(ctx, 'setting:shipping_rates');
    return saved;
  });

  app.get('/api/admin/products/:id/dimensions', (event) =>
    readProductDimensions(ctx.sql, idParam(event, SHIPPING_MESSAGES.productNotFound)),
  );

  app.put('/api/admin/products/:id/dimensions', async (event) => {
    const id = idParam(event, SHIPPING_MESSAGES.productNotFound);
    return setProductDimensions(ctx.sql, id, await readJson(event, productDimensionsSchema));
  });
}
