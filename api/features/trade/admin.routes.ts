import { getRouterParam, type H3, type H3Event } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { requireAdmin } from '../../auth/guards.ts';
import { readJson } from '../../http/body.ts';
import { idParam } from '../../http/params.ts';
import { parseOrInvalid } from '../../core/parse.ts';
import { notFound } from '../../core/errors.ts';
import {
  CUSTOMER_MESSAGES,
  customerNoteSchema,
  customerTagsSchema,
  parseCustomerKey,
} from '../../schemas/admin-customers.ts';
import { customerPage, saveCustomerNotes } from '../../services/customers/customer-page.ts';
import {
  TRADE_MESSAGES as m,
  applicationsQuery,
  approveSchema,
  customerGroupSchema,
  customersQuery,
  rejectSchema,
} from './schemas.ts';
import { listApplications, listCustomers } from './admin-lists.ts';
import { approveApplication, rejectApplication } from './decisions.ts';
import { setCustomerGroup } from './customer-groups.ts';

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

  // The customer page: an account ('u12') or a guest buyer ('g:<e-mail>'), and the staff's notes and tags.
  const customerOf = (event: H3Event) => {
    const who = parseCustomerKey(getRouterParam(event, 'key', { decode: true }) ?? '');
    if (!who) throw notFound(CUSTOMER_MESSAGES.notFound);
    return who;
  };
  app.get('/api/admin/customers/:key', (event) => customerPage(ctx.sql, customerOf(event)));
  app.put('/api/admin/customers/:key/notes', async (event) => {
    const adminId = await adminOf(event);
    const who = customerOf(event);
    const { note } = await readJson(event, customerNoteSchema);
    await saveCustomerNotes(ctx.sql, who, { note }, adminId);
    return { message: CUSTOMER_MESSAGES.notesSaved, customer: await customerPage(ctx.sql, who) };
  });
  app.put('/api/admin/customers/:key/tags', async (event) => {
    const adminId = await adminOf(event);
    const who = customerOf(event);
    const { tags } = await readJson(event, customerTagsSchema);
    await saveCustomerNotes(ctx.sql, who, { tags }, adminId);
    return { message: CUSTOMER_MESSAGES.tagsSaved, customer: await customerPage(ctx.sql, who) };
  });

  app.put('/api/admin/customers/:id/price-group', async (event) => {
    const adminId = await adminOf(event);
    const id = idParam(event, m.customerNotFound);
    const { priceGroupId } = await readJson(event, customerGroupSchema);
    return setCustomerGroup(ctx.sql, adminId, id, priceGroupId);
  });
}
