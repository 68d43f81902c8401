import type { H3 } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { readJson } from '../../http/body.ts';
import { bulkActionSchema, bulkMessages, tableQuerySchema } from '../../schemas/admin-product-table.ts';
import { listProductTable } from '../../services/catalogue/admin-table.ts';
import { applyBulkAction } from '../../services/catalogue/bulk-edit.ts';

/** The products panel's table (50 a page, sorted, filtered) and its bulk actions. */
export function adminProductTableRoutes(app: H3, ctx: AppContext) {
  app.get('/api/admin/products/table', (event) =>
    listProductTable(ctx.sql, tableQuerySchema.parse(Object.fromEntries(event.url.searchParams))),
  );

  app.post('/api/admin/products/bulk', async (event) => {
    const action = await readJson(event, bulkActionSchema);
    const { changed } = await applyBulkAction(ctx.sql, action);
    return {
      changed,
      message: action.action === 'delete' ? bulkMessages.deleted(changed) : bulkMessages.done(changed),
    };
  });
}
