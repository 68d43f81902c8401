import type { H3 } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { requireAdmin } from '../../auth/guards.ts';
import { readJson } from '../../http/body.ts';
import { idParam } from '../../http/params.ts';
import { parseOrInvalid } from '../../core/parse.ts';
import {
  TRADE_MESSAGES as m,
  applicationsQuery,
  approveSchema,
  customerGroupSchema,
  customersQuery,
  rejectSchema,
} from '../../schemas/trade-accounts.ts';
import { listApplications, listCustomers } from '../../services/trade/admin-lists.ts';
import { approveApplication, rejectApplication } from '../../services/trade/decisions.ts';
import { setCustomerGroup } from '../../services/trade/customer-groups.ts';

/** The 'Müşteriler' panel: trade applications and their decisions, customers and their groups. */
export function adminTradeRoutes(app: H3, ctx: AppContext) {
  const adminOf = async (event: Parameters<typeof requireAdmin>[0]) => (await requireAdmin(event, ctx)).user.id;
  const query = (event: { url: URL }) => Object.fromEntries(event.url.searchParams);

  app.get('/api/admin/trade-applications', (event) =>
    listApplications(ctx.sql, parseOrInvalid(applicationsQuery, query(event))),
  );

  app.post('/api/admin/trade-applications/:id/approve', async (event) => {
    const adminId = await adminOf(event);
    const id = idParam(event, m.notFound);
    const { priceGroupId } = await readJson(event, approveSchema);
    return approveApplication(ctx, adminId, id, priceGroupId);
  });

  app.post('/api/admin/trade-applications/:id/reject', async (event) => {
    const adminId = await adminOf(event);
    const id = idParam(event, m.notFound);
    const { note } = await readJson(event, rejectSchema);
    return rejectApplication(ctx, adminId, id, note);
  });

  app.get('/api/admin/customers', (event) => listCustomers(ctx.sql, parseOrInvalid(customersQuery, query(event))));

  app.put('/api/admin/customers/:id/price-group', async (event) => {
    const adminId = await adminOf(event);
    const id = idParam(event, m.customerNotFound);
    const { priceGroupId } = await readJson(event, customerGroupSchema);
    return setCustomerGroup(ctx.sql, adminId, id, priceGroupId);
  });
}
