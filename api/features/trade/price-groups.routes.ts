import type { H3 } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { readJson } from '../../http/body.ts';
import { idParam } from '../../http/params.ts';
import { priceGroupFormSchema, priceGroupMessages as m } from './price-group-schemas.ts';
import { deletePriceGroup, listPriceGroups, savePriceGroup } from './price-groups.ts';

/** Trade buyers' price groups; admin-only by the guard on /api/admin/** (api/app.ts). */
export function adminPriceGroupRoutes(app: H3, ctx: AppContext) {
  app.get('/api/admin/price-groups', () => listPriceGroups(ctx.sql));

  app.post('/api/admin/price-groups', async (event) => {
    const group = await savePriceGroup(ctx.sql, await readJson(event, priceGroupFormSchema));
    event.res.status = 201;
    return group;
  });

  app.put('/api/admin/price-groups/:id', async (event) => {
    const id = idParam(event, m.notFound);
    return savePriceGroup(ctx.sql, await readJson(event, priceGroupFormSchema), id);
  });

  app.delete('/api/admin/price-groups/:id', async (event) => {
    await deletePriceGroup(ctx.sql, idParam(event, m.notFound));
    return { message: m.deleted };
  });
}
