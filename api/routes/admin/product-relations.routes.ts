import type { H3 } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { readJson } from '../../http/body.ts';
import { idParam } from '../../http/params.ts';
import { productMessages } from '../../schemas/admin-products.ts';
import { relationsSchema } from '../../schemas/product-relations.ts';
import { productRelations, setProductRelations } from '../../services/catalogue/relations/product-relations.ts';

/** A product's accessories, alternatives and spare parts (issue 47): read, and replaced whole. */
export function adminProductRelationRoutes(app: H3, ctx: AppContext) {
  app.get('/api/admin/products/:id/relations', (event) =>
    productRelations(ctx.sql, idParam(event, productMessages.notFound)),
  );

  app.put('/api/admin/products/:id/relations', async (event) => {
    const id = idParam(event, productMessages.notFound);
    return setProductRelations(ctx.sql, id, await readJson(event, relationsSchema));
  });
}
