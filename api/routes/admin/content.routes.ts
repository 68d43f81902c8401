import type { H3, H3Event } from 'h3';
import type { Sql } from '#db/connection.ts';
import type { AppContext } from '../../core/context.ts';
import { parseOrInvalid } from '../../core/parse.ts';
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
  contentItemRoutes(app, ctx, {
    path: '/api/admin/catalogs',
    kind: 'catalog',
    messages: catalogMessages,
    list: listCatalogs,
    save: async (event, id) => saveCatalog(ctx.sql, ctx.uploads, { id, ...(await readCatalog(event)) }),
    remove: deleteCatalog,
  });
  contentItemRoutes(app, ctx, {
    path: '/api/admin/references',
    kind: 'reference',
    messages: referenceMessages,
    list: listReferences,
    save: async (event, id) => saveReference(ctx.sql, ctx.uploads, { id, ...(await readReference(event)) }),
    remove: deleteReference,
  });
}

interface ContentItem<V> {
  path: string;
  /** Names the change in the republish reason: `${kind}:created`, `${kind}:${id}`, `${kind}:deleted`. */
  kind: string;
  messages: { notFound: string; deleted: string };
  list: (sql: Sql) => Promise<V[]>;
  /** Reads the request's form and saves it: a new item without an id, else the item with that id. */
  save: (event: H3Event, id?: number) => Promise<V>;
  remove: (sql: Sql, id: number) => Promise<void>;
}

/** List, create (201), update and delete of one kind of content item, each change followed by a republish. */
function contentItemRoutes<V>(app: H3, ctx: AppContext, item: ContentItem<V>) {
  const changed = async <T>(value: T, reason: string): Promise<T> => {
    await contentChanged(ctx, reason);
    return value;
  };
  const { path, kind, messages: m } = item;
  app.get(path, () => item.list(ctx.sql));
  app.post(path, async (event) => {
    const saved = await item.save(event);
    event.res.status = 201;
    return changed(saved, `${kind}:created`);
  });
  app.put(`${path}/:id`, async (event) => {
    const id = idParam(event, m.notFound);
    return changed(await item.save(event, id), `${kind}:${id}`);
  });
  app.delete(`${path}/:id`, async (event) => {
    await item.remove(ctx.sql, idParam(event, m.notFound));
    return changed({ message: m.deleted }, `${kind}:deleted`);
  });
}

async function readCatalog(event: H3Event) {
  const form = await readForm(event, FILE_FORM_LIMIT);
  return {
    form: parseOrInvalid(catalogFormSchema, textFields(form, CATALOG_TEXT_FIELDS)),
    file: formFiles(form, 'file')[0] ?? null,
  };
}

async function readReference(event: H3Event) {
  const form = await readForm(event, FILE_FORM_LIMIT);
  return {
    form: parseOrInvalid(referenceFormSchema, textFields(form, REFERENCE_TEXT_FIELDS)),
    logo: formFiles(form, 'logo')[0] ?? null,
  };
}
