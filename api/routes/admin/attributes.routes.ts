import type { H3 } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { readJson } from '../../http/body.ts';
import { idParam } from '../../http/params.ts';
import { categoryMessages } from '../../schemas/admin-categories.ts';
import {
  attributeFormSchema,
  attributeMessages,
  categoryAttributesSchema,
  productAttributeValuesSchema,
} from '../../schemas/attributes.ts';
import {
  deleteAttribute,
  getAttribute,
  listAttributes,
  saveAttribute,
} from '../../services/catalogue/attributes/attributes-admin.ts';
import {
  categoryAttributeSet,
  saveCategoryAttributes,
} from '../../services/catalogue/attributes/category-attributes.ts';
import { replaceProductAttributes } from '../../services/catalogue/attributes/attribute-values.ts';
import { getAdminProduct } from '../../services/catalogue/products-admin.ts';
import { PRODUCT_NOT_FOUND } from '../../schemas/messages.ts';

/** Technical attributes (issue 47): definitions, category sets, product values. Read live by the market. */
export function adminAttributeRoutes(app: H3, ctx: AppContext) {
  app.get('/api/admin/attributes', () => listAttributes(ctx.sql));

  app.get('/api/admin/attributes/:id', (event) => getAttribute(ctx.sql, idParam(event, attributeMessages.notFound)));

  app.post('/api/admin/attributes', async (event) => {
    const attribute = await saveAttribute(ctx.sql, await readJson(event, attributeFormSchema));
    event.res.status = 201;
    return attribute;
  });

  app.put('/api/admin/attributes/:id', async (event) => {
    const id = idParam(event, attributeMessages.notFound);
    return saveAttribute(ctx.sql, await readJson(event, attributeFormSchema), id);
  });

  app.delete('/api/admin/attributes/:id', async (event) => {
    await deleteAttribute(ctx.sql, idParam(event, attributeMessages.notFound));
    return { message: attributeMessages.deleted };
  });

  app.get('/api/admin/categories/:id/attributes', async (event) => ({
    attributes: await categoryAttributeSet(ctx.sql, [idParam(event, categoryMessages.notFound)]),
  }));

  app.put('/api/admin/categories/:id/attributes', async (event) => {
    const id = idParam(event, categoryMessages.notFound);
    return { attributes: await saveCategoryAttributes(ctx.sql, id, await readJson(event, categoryAttributesSchema)) };
  });

  app.put('/api/admin/products/:id/attributes', async (event) => {
    const id = idParam(event, PRODUCT_NOT_FOUND);
    const { values } = await readJson(event, productAttributeValuesSchema);
    await replaceProductAttributes(ctx.sql, id, values);
    return getAdminProduct(ctx.sql, id);
  });
}
