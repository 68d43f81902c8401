import type { H3 } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { readJson } from '../../http/body.ts';
import { categoryFormSchema, categoryMessages } from '../../schemas/admin-categories.ts';
import { deleteCategory, listCategories, saveCategory } from '../../services/catalogue/categories-admin.ts';
import { idParam } from '../../http/params.ts';

/** Categories are read live by the market, so saving them needs no republish. */
export function adminCategoryRoutes(app: H3, ctx: AppContext) {
  app.get('/api/admin/categories', () => listCategories(ctx.sql));

  app.post('/api/admin/categories', async (event) => {
    const category = await saveCategory(ctx.sql, await readJson(event, categoryFormSchema));
    event.res.status = 201;
    return category;
  });

  app.put('/api/admin/categories/:id', async (event) => {
    const id = idParam(event, categoryMessages.notFound);
    return saveCategory(ctx.sql, await readJson(event, categoryFormSchema), id);
  });

  app.delete('/api/admin/categories/:id', async (event) => {
    await deleteCategory(ctx.sql, idParam(event, categoryMessages.notFound));
    return { message: categoryMessages.deleted };
  });
}
