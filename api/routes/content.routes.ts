import { getRouterParam, type H3 } from 'h3';
import { z } from 'zod';
import type { AppContext } from '../core/context.ts';
import { parseOrInvalid } from '../core/parse.ts';
import { notFound } from '../core/errors.ts';
import { getPage, listPages } from '../services/content/pages.ts';
import { listCatalogs } from '../services/content/catalogs.ts';
import { listReferences } from '../services/content/references.ts';

const slugSchema = z.string().regex(/^[a-z0-9-]{1,100}$/, { error: 'Geçersiz sayfa adresi' });

// Public reads of the company content: pages (misyon, vizyon, sirket), catalogues, references.
export function contentRoutes(app: H3, ctx: AppContext) {
  app.get('/api/pages', () => listPages(ctx.sql));

  app.get('/api/pages/:slug', async (event) => {
    const page = await getPage(ctx.sql, parseOrInvalid(slugSchema, getRouterParam(event, 'slug')));
    if (!page) throw notFound('Sayfa bulunamadı');
    return page;
  });

  app.get('/api/catalogs', () => listCatalogs(ctx.sql));
  app.get('/api/references', () => listReferences(ctx.sql));
}
