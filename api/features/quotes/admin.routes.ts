import type { H3, H3Event } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { requireAdmin } from '../../auth/guards.ts';
import { notFound } from '../../core/errors.ts';
import { readJson } from '../../http/body.ts';
import { download } from '../../http/download.ts';
import { idParam } from '../../http/params.ts';
import { editQuoteSchema, QUOTE_MESSAGES as m } from './schemas.ts';
import { listQuotes, readQuote } from './quote-view.ts';
import { editQuote } from './edit-quote.ts';
import { sendQuote } from './send-quote.ts';
import { quoteFile } from './quote-file.ts';

/** The 'Teklifler' panel: every quote, its history, the edit, the sending and the PDF. */
export function adminQuoteRoutes(app: H3, ctx: AppContext) {
  const adminOf = async (event: H3Event) => (await requireAdmin(event, ctx)).user.id;
  const quoteId = (event: H3Event) => idParam(event, m.notFound);

  app.get('/api/admin/quotes', async (event) => {
    await adminOf(event);
    return listQuotes(ctx.sql, null);
  });
  app.get('/api/admin/quotes/:id', async (event) => {
    await adminOf(event);
    const quote = await readQuote(ctx.sql, quoteId(event), null);
    if (!quote) throw notFound(m.notFound);
    return quote;
  });
  app.put('/api/admin/quotes/:id', async (event) => {
    const adminId = await adminOf(event);
    const id = quoteId(event);
    return editQuote(ctx.sql, adminId, id, await readJson(event, editQuoteSchema));
  });
  app.post('/api/admin/quotes/:id/send', async (event) => sendQuote(ctx, await adminOf(event), quoteId(event)));
  app.get('/api/admin/quotes/:id/pdf', async (event) => {
    await adminOf(event);
    const { pdf, fileName } = await quoteFile(ctx, quoteId(event), null);
    return download(pdf, 'application/pdf', fileName);
  });
}
