import type { H3 } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { dashboardOverview } from '../../services/orders/dashboard.ts';

export function adminDashboardRoutes(app: H3, ctx: AppContext) {
  app.get('/api/admin/dashboard', () => dashboardOverview(ctx.sql));
}
