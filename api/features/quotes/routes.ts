import type { H3, H3Event } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { requireUser } from '../../auth/guards.ts';
import { notFound } from '../../core/errors.ts';
import { readJson } from '../../http/body.ts';
import { download } from '../../http/download.ts';
import { idParam } from '../../http/params.ts';
import { QUOTE_MESSAGES as m, requestQuoteSchema } from './schemas.ts';
import { requestQuote } from './request-quote.ts';
import { listQuotes, readQuote } from './quote-view.ts';
import { acceptQuote, declineQuote } from './accept-quote.ts';
import { quoteFile } from './quote-file.ts';

/** A signed-in customer's quotes: asked for from the cart, read, accepted or declined; another's is 404. */
export function quotesRoutes(app: H3, ctx: AppContext) {
  const userOf = async (event: H3Event) => (await requireUser(event, ctx)).user.id;
  const quoteId = (event: H3Event) => idParam(event, m.notFound);

  app.post('/api/quotes', async (event) => {
    const userId = await userOf(event);
    const { note } = await readJson(event, requestQuoteSchema);
    event.res.status = 201;
    return requestQuote(ctx.sql, userId, note);
  });
  app.get('/api/quotes', async (event) => listQuotes(ctx.sql, await userOf(event)));
  app.get('/api/quotes/:id', async (event) => {
    const quote = await readQuote(ctx.sql, quoteId(event), await userOf(event));
    if (!quote) throw notFound(m.notFound);
    return quote;
  });
  app.get('/api/quotes/:id/pdf', async (event) => {
    const { pdf, fileName } = await quoteFile(ctx, quoteId(event), await userOf(event));
    return download(pdf, 'application/pdf', fileName);
  });
  app.post('/api/quotes/:id/accept', async (event) => acceptQuote(ctx.sql, await userOf(event), quoteId(event)));
  app.post('/api/quotes/:id/decline', async (event) => declineQuote(ctx.sql, await userOf(event), quoteId(event)));
}
