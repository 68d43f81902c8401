import type { H3 } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { stockAlertDemand } from './stock-alerts.ts';

/** Who waits for what: the purchasing signal of 'Gelince haber ver'. */
export function adminStockAlertRoutes(app: H3, ctx: AppContext) {
  app.get('/api/admin/stock-alerts', async () => ({ demand: await stockAlertDemand(ctx) }));
}
