import type { H3 } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { readJson } from '../../http/body.ts';
import { requireAdmin } from '../../auth/guards.ts';
import { idParam } from '../../http/params.ts';
import { notFound } from '../../core/errors.ts';
import { parseOrInvalid } from '../../core/parse.ts';
import {
  RETURN_MESSAGES as m,
  returnApproveSchema,
  returnFiltersSchema,
  returnReceiveSchema,
  returnRejectSchema,
  returnSettingsSchema,
} from '../../schemas/returns.ts';
import { listReturns } from '../../services/returns/admin-returns.ts';
import { findReturn } from '../../services/returns/return-view.ts';
import { approveReturn, receiveReturn, rejectReturn } from '../../services/returns/return-steps.ts';
import { refundReturn } from '../../services/returns/refund-return.ts';
import { returnSettings, saveReturnSettings } from '../../services/returns/return-settings.ts';

// 'İadeler' (issue 49): the list with the legal clock, a return's detail and the shop's steps.

export function adminReturnRoutes(app: H3, ctx: AppContext) {
  app.get('/api/admin/returns', (event) =>
    listReturns(ctx.sql, parseOrInvalid(returnFiltersSchema, Object.fromEntries(event.url.searchParams))),
  );
  app.get('/api/admin/returns/settings', () => returnSettings(ctx.sql));
  app.put('/api/admin/returns/settings', async (event) =>
    saveReturnSettings(ctx.sql, await readJson(event, returnSettingsSchema)),
  );
  app.get('/api/admin/returns/:id', async (event) => {
    const found = await findReturn(ctx.sql, idParam(event, m.notFound));
    if (!found) throw notFound(m.notFound);
    return found;
  });
  app.post('/api/admin/returns/:id/approve', async (event) => {
    const id = idParam(event, m.notFound);
    const { carrier } = await readJson(event, returnApproveSchema);
    const { user } = await requireAdmin(event, ctx);
    return approveReturn(ctx, id, carrier, user.id);
  });
  app.post('/api/admin/returns/:id/receive', async (event) => {
    const id = idParam(event, m.notFound);
    const receipt = await readJson(event, returnReceiveSchema);
    const { user } = await requireAdmin(event, ctx);
    return receiveReturn(ctx, id, receipt, user.id);
  });
  app.post('/api/admin/returns/:id/refund', async (event) => {
    const id = idParam(event, m.notFound);
    const { user } = await requireAdmin(event, ctx);
    return refundReturn(ctx, id, user.id);
  });
  app.post('/api/admin/returns/:id/reject', async (event) => {
    const id = idParam(event, m.notFound);
    const { reason } = await readJson(event, returnRejectSchema);
    const { user } = await requireAdmin(event, ctx);
    return rejectReturn(ctx, id, reason, user.id);
  });
}
