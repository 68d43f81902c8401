import type { H3 } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { requireAdmin } from '../../auth/guards.ts';
import { readJson } from '../../http/body.ts';
import { idParam } from '../../http/params.ts';
import { orderMessages } from '../../schemas/admin-orders.ts';
import { CORRECTION_MESSAGES, correctionSchema, settleDueSchema } from '../../schemas/order-corrections.ts';
import { settleCorrectionDue } from '../../services/orders/correction-due.ts';
import { correctOrder } from '../../services/orders/correct-order.ts';
import { getOrder } from '../../services/orders/orders-admin.ts';

// 'Siparişi düzelt' (decision 0403): lines or delivery address of an unshipped order.
export function adminOrderCorrectionRoutes(app: H3, ctx: AppContext) {
  app.post('/api/admin/orders/:id/correction', async (event) => {
    const id = idParam(event, orderMessages.notFound);
    const input = await readJson(event, correctionSchema);
    const { user } = await requireAdmin(event, ctx);
    const result = await correctOrder(ctx, id, input, user.id);
    return { message: CORRECTION_MESSAGES.done, ...result, order: await getOrder(ctx.sql, id) };
  });

  // The difference a correction asked of the buyer arrived (a transfer seen on the statement).
  app.post('/api/admin/orders/:id/correction/settled', async (event) => {
    const id = idParam(event, orderMessages.notFound);
    const { note } = await readJson(event, settleDueSchema);
    const { user } = await requireAdmin(event, ctx);
    await settleCorrectionDue(ctx.sql, id, note, user.id);
    return { message: CORRECTION_MESSAGES.settled, order: await getOrder(ctx.sql, id) };
  });
}
