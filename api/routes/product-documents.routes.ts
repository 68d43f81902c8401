import { createHash } from 'node:crypto';
import type { H3 } from 'h3';
import type { AppContext } from '../core/context.ts';
import { notFound } from '../core/errors.ts';
import { idParam } from '../http/params.ts';
import { attachmentDisposition, PDF_TYPE } from '../http/download.ts';
import { documentMessages } from '../schemas/product-documents.ts';
import { readProductDocument } from '../services/catalogue/documents/product-documents.ts';

/**
 * A product's PDF under its title (decision 0380). A document's file never changes (a new
 * version is a new document), so browsers and a CDN may keep it a day; a deleted one is a 404.
 */
export function productDocumentRoutes(app: H3, ctx: AppContext) {
  app.get('/api/product-documents/:id', async (event) => {
    const id = idParam(event, documentMessages.notFound);
    const document = await readProductDocument(ctx.sql, ctx.uploads, id);
    if (!document) throw notFound(documentMessages.notFound);
    const etag = `"${createHash('sha1').update(document.body).digest('base64url').slice(0, 22)}"`;
    // Public (the API's default is no-store).
    event.res.headers.set('cache-control', 'public, max-age=86400');
    event.res.headers.set('etag', etag);
    if (event.req.headers.get('if-none-match') === etag) return new Response(null, { status: 304 });
    const fileName = /\.pdf$/i.test(document.title) ? document.title : `${document.title}.pdf`;
    return new Response(new Uint8Array(document.body), {
      headers: { 'content-type': PDF_TYPE, 'content-disposition': attachmentDisposition(fileName) },
    });
  });
}
