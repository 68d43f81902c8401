import { getRouterParam, type H3 } from 'h3';
import type { AppContext } from '../core/context.ts';
import { tooMany } from '../core/errors.ts';
import { readJson } from '../http/body.ts';
import { clientIp } from '../http/client-ip.ts';
import { orderViewer } from '../http/order-viewer.ts';
import { withinAddressLimit } from '../core/rate-limit.ts';
import { MAX_RETURN_PHOTOS, returnRequestSchema, returnSentSchema } from '../schemas/returns.ts';
import { createReturn } from '../services/returns/create-return.ts';
import { markReturnSent } from '../services/returns/return-steps.ts';
import { ORDER_LOOKUP_LIMIT } from './orders.routes.ts';
import { formFiles, readForm } from '../http/multipart.ts';
import { MAX_IMAGE_BYTES, MB } from '../schemas/admin-uploads.ts';
import { addReturnPhotos } from '../services/returns/return-photos.ts';

// The buyer's side of a return (issue 49): whoever may act on the order (decision 0390) asks for
// it and says when the parcel is with the carrier. Throttled like the order lookup they rest on.

export function returnRoutes(app: H3, ctx: AppContext) {
  const throttle = async (event: Parameters<typeof clientIp>[0]) => {
    if (!(await withinAddressLimit(ctx.rateLimits, ORDER_LOOKUP_LIMIT, clientIp(event, ctx.config.proxyTrust))))
      throw tooMany();
  };
  app.post('/api/orders/:orderNumber/returns', async (event) => {
    await throttle(event);
    const request = await readJson(event, returnRequestSchema);
    const orderNumber = getRouterParam(event, 'orderNumber', { decode: true }) ?? '';
    return createReturn(ctx, orderNumber, request, await orderViewer(event, ctx));
  });
  app.post('/api/orders/:orderNumber/returns/:returnNumber/sent', async (event) => {
    await throttle(event);
    const { trackingNumber } = await readJson(event, returnSentSchema);
    const orderNumber = getRouterParam(event, 'orderNumber', { decode: true }) ?? '';
    const returnNumber = getRouterParam(event, 'returnNumber', { decode: true }) ?? '';
    return markReturnSent(ctx, orderNumber, returnNumber, trackingNumber, await orderViewer(event, ctx));
  });
  // Photos of a damage (multipart 'photos'), up to five per return.
  app.post('/api/orders/:orderNumber/returns/:returnNumber/photos', async (event) => {
    await throttle(event);
    const files = formFiles(await readForm(event, MAX_RETURN_PHOTOS * MAX_IMAGE_BYTES + MB), 'photos');
    const orderNumber = getRouterParam(event, 'orderNumber', { decode: true }) ?? '';
    const returnNumber = getRouterParam(event, 'returnNumber', { decode: true }) ?? '';
    return addReturnPhotos(ctx, orderNumber, returnNumber, files, await orderViewer(event, ctx));
  });
}
