import type { H3 } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { optionalUser } from '../../auth/guards.ts';
import { tooMany } from '../../core/errors.ts';
import { withinAddressLimit, withinLimit, type Limit } from '../../core/rate-limit.ts';
import { readJson } from '../../http/body.ts';
import { clientIp } from '../../http/client-ip.ts';
import { STOCK_ALERT_MESSAGES, stockAlertSchema, stockAlertTokenSchema } from './schemas.ts';
import { cancelStockAlert, confirmStockAlert, requestStockAlert } from './stock-alerts.ts';

/**
 * Many shoppers share one mobile operator's address, so the address limit is wide; the limit per
 * e-mail address keeps anyone from filling a stranger's mailbox with confirmation links.
 */
export const STOCK_ALERT_IP_LIMIT: Limit = { name: 'stock-alert-ip', max: 30, windowMs: 10 * 60 * 1000 };
export const STOCK_ALERT_EMAIL_LIMIT: Limit = { name: 'stock-alert-email', max: 5, windowMs: 60 * 60 * 1000 };

/** 'Gelince haber ver': leaving an address on a product out of stock, and the mailed link's two buttons. */
export function stockAlertRoutes(app: H3, ctx: AppContext) {
  app.post('/api/stock-alerts', async (event) => {
    if (!(await withinAddressLimit(ctx.rateLimits, STOCK_ALERT_IP_LIMIT, clientIp(event, ctx.config.proxyTrust))))
      throw tooMany();
    const input = await readJson(event, stockAlertSchema);
    if (!(await withinLimit(ctx.rateLimits, STOCK_ALERT_EMAIL_LIMIT, input.email.toLowerCase()))) throw tooMany();
    const auth = await optionalUser(event, ctx);
    const answer = await requestStockAlert(ctx, input, auth?.user.id ?? null);
    event.res.status = 201;
    return answer;
  });

  app.post('/api/stock-alerts/confirm', async (event) => {
    await confirmStockAlert(ctx, (await readJson(event, stockAlertTokenSchema)).token);
    return { message: STOCK_ALERT_MESSAGES.confirmed };
  });

  app.post('/api/stock-alerts/cancel', async (event) => {
    await cancelStockAlert(ctx, (await readJson(event, stockAlertTokenSchema)).token);
    return { message: STOCK_ALERT_MESSAGES.cancelled };
  });
}
