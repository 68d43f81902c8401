import type { H3 } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { requireAdmin } from '../../auth/guards.ts';
import { readJson } from '../../http/body.ts';
import { idParam } from '../../http/params.ts';
import { orderMessages } from '../../schemas/admin-orders.ts';
import { CORRECTION_MESSAGES, correctionSchema } from '../../schemas/order-corrections.ts';
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
}
