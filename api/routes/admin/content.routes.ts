import type { H3, H3Event } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { parseOr400 } from '../../http/body.ts';
import { formFiles, readForm, textFields } from '../../http/multipart.ts';
import { FILE_FORM_LIMIT } from '../../schemas/admin-uploads.ts';
import {
  CATALOG_TEXT_FIELDS,
  REFERENCE_TEXT_FIELDS,
  catalogFormSchema,
  catalogMessages,
  referenceFormSchema,
  referenceMessages,
} from '../../schemas/admin-content.ts';
import { deleteCatalog, listCatalogs, saveCatalog } from '../../services/content/catalogs.ts';
import { deleteReference, listReferences, saveReference } from '../../services/content/references.ts';
import { contentChanged } from '../../services/content/content-changed.ts';
import { idParam } from '../../http/params.ts';

/** Catalogues and references appear on prerendered pages: every change republishes the site. */
export function adminContentRoutes(app: H3, ctx: AppContext) {
  const changed = async <T>(value: T, reason: string): Promise<T> => {
    await contentChanged(ctx, reason);
    return value;
  };

  app.get('/api/admin/catalogs', () => listCatalogs(ctx.sql));
  app.post('/api/admin/catalogs', async (event) => {
    const catalog = await saveCatalog(ctx.sql, ctx.uploads, await readCatalog(event));
    event.res.status = 201;
    return changed(catalog, 'catalog:created');
  });
  app.put('/api/admin/catalogs/:id', async (event) => {
    const id = idParam(event, catalogMessages.notFound);
    return changed(await saveCatalog(ctx.sql, ctx.uploads, { id, ...(await readCatalog(event)) }), `catalog:${id}`);
  });
  app.delete('/api/admin/catalogs/:id', async (event) => {
    await deleteCatalog(ctx.sql, idParam(event, catalogMessages.notFound));
    return changed({ message: catalogMessages.deleted }, 'catalog:deleted');
  });

  app.get('/api/admin/references', () => listReferences(ctx.sql));
  app.post('/api/admin/references', async (event) => {
    const reference = await saveReference(ctx.sql, ctx.uploads, await readReference(event));
    event.res.status = 201;
    return changed(reference, 'reference:created');
  });
  app.put('/api/admin/references/:id', async (event) => {
    const id = idParam(event, referenceMessages.notFound);
    return changed(
      await saveReference(ctx.sql, ctx.uploads, { id, ...(await readReference(event)) }),
      `reference:${id}`,
    );
  });
  app.delete('/api/admin/references/:id', async (event) => {
    await deleteReference(ctx.sql, idParam(event, referenceMessages.notFound));
    return changed({ message: referenceMessages.deleted }, 'reference:deleted');
  });
}

async function readCatalog(event: H3Event) {
  const form = await readForm(event, FILE_FORM_LIMIT);
  return {
    form: parseOr400(catalogFormSchema, textFields(form, CATALOG_TEXT_FIELDS)),
    file: formFiles(form, 'file')[0] ?? null,
  };
}

async function readReference(event: H3Event) {
  const form = await readForm(event, FILE_FORM_LIMIT);
  return {
    form: parseOr400(referenceFormSchema, textFields(form, REFERENCE_TEXT_FIELDS)),
    logo: formFiles(form, 'logo')[0] ?? null,
  };
}
