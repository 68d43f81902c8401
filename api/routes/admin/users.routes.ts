import type { H3 } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { readJson } from '../../http/body.ts';
import { idParam } from '../../http/params.ts';
import { requireAdmin } from '../../auth/guards.ts';
import { STAFF_MESSAGES as m, staffCreateSchema, staffUpdateSchema } from '../../schemas/staff.ts';
import { createStaff, listStaff, removeStaff, updateStaff } from '../../services/staff/staff.ts';

/** The shop's staff and their roles: the owner's alone, by the role table (api/shared/admin-roles.ts). */
export function adminUserRoutes(app: H3, ctx: AppContext) {
  app.get('/api/admin/users', () => listStaff(ctx.sql));

  app.post('/api/admin/users', async (event) => {
    const member = await createStaff(ctx.sql, await readJson(event, staffCreateSchema));
    event.res.status = 201;
    return member;
  });

  app.put('/api/admin/users/:id', async (event) => {
    const { session } = await requireAdmin(event, ctx);
    const id = idParam(event, m.notFound);
    return updateStaff(ctx.sql, id, await readJson(event, staffUpdateSchema), session.id);
  });

  app.delete('/api/admin/users/:id', async (event) => {
    const { user } = await requireAdmin(event, ctx);
    await removeStaff(ctx.sql, idParam(event, m.notFound), user.id);
    return { message: m.removed };
  });
}
