import type { H3 } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { readJson } from '../../http/body.ts';
import { idParam } from '../../http/params.ts';
import { promotionFormSchema, PROMOTION_MESSAGES as m } from './schemas.ts';
import { deletePromotion, listPromotions, savePromotion } from './promotions-admin.ts';

/** The 'Kampanyalar' panel: discount codes and automatic cart rules; admin-only by the guard on /api/admin/** (api/app.ts). */
export function adminPromotionRoutes(app: H3, ctx: AppContext) {
  app.get('/api/admin/promotions', () => listPromotions(ctx.sql));

  app.post('/api/admin/promotions', async (event) => {
    const promotion = await savePromotion(ctx.sql, await readJson(event, promotionFormSchema));
    event.res.status = 201;
    return promotion;
  });

  app.put('/api/admin/promotions/:id', async (event) => {
    const id = idParam(event, m.notFound);
    return savePromotion(ctx.sql, await readJson(event, promotionFormSchema), id);
  });

  app.delete('/api/admin/promotions/:id', async (event) => {
    await deletePromotion(ctx.sql, idParam(event, m.notFound));
    return { message: m.deleted };
  });
}
