import { getRouterParam, type H3, type H3Event } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { requireUser } from '../../auth/guards.ts';
import { idParam } from '../../http/params.ts';
import { download } from '../../http/download.ts';
import { adminInvoicesQuery, INVOICE_MESSAGES } from './schemas.ts';
import { parseOrInvalid } from '../../core/parse.ts';
import { listInvoices, retryInvoice } from './admin-invoices.ts';
import { ORDER_NUMBER_PATTERN, normaliseOrderNumber } from '../../schemas/order.ts';
import { orderMessages } from '../../schemas/admin-orders.ts';
import { issuedInvoiceFile, orderIdForInvoiceLink } from './invoice-queries.ts';
import { orderViewer } from '../../http/order-viewer.ts';
import { clientIp } from '../../http/client-ip.ts';
import { withinAddressLimit } from '../../core/rate-limit.ts';
import { notFound, tooMany } from '../../core/errors.ts';
import { ORDER_LOOKUP_LIMIT } from '../../routes/orders.routes.ts';
import { invoicePdf } from './invoice-pdf.ts';

// An issued invoice's PDF and XML: the signed-in owner of the order, anyone with its ETTN (the
// guest's link, decision 0330), or the admin.

const PDF_TYPE = 'application/pdf';
const XML_TYPE = 'application/xml; charset=utf-8';

export function invoicesRoutes(app: H3, ctx: AppContext) {
  const send = async (orderId: number | undefined, format: 'pdf' | 'xml') => {
    if (orderId === undefined) throw notFound(INVOICE_MESSAGES.notFound);
    const file = await issuedInvoiceFile(ctx.sql, orderId);
    if (!file) throw notFound(INVOICE_MESSAGES.notIssued);
    if (format === 'xml') return download(file.xml, XML_TYPE, `${file.number}.xml`);
    return download(new Uint8Array(await invoicePdf(file.xml, { test: file.test })), PDF_TYPE, `${file.number}.pdf`);
  };

  /** The order's id when it belongs to the signed-in customer; another's order reads as not found. */
  const ownOrder = async (event: H3Event) => {
    const { user } = await requireUser(event, ctx);
    const number = normaliseOrderNumber(getRouterParam(event, 'orderNumber', { decode: true }) ?? '');
    if (!ORDER_NUMBER_PATTERN.test(number)) return undefined;
    const [row] = await ctx.sql<{ id: number }[]>`
      SELECT id FROM orders WHERE order_number = ${number} AND user_id = ${user.id}`;
    return row?.id;
  };
  app.get('/api/account/orders/:orderNumber/invoice.pdf', async (event) => send(await ownOrder(event), 'pdf'));
  app.get('/api/account/orders/:orderNumber/invoice.xml', async (event) => send(await ownOrder(event), 'xml'));

  /** The order by number and ETTN (or its owner), throttled like the order page's lookups. */
  const linkedOrder = async (event: H3Event) => {
    if (!(await withinAddressLimit(ctx.rateLimits, ORDER_LOOKUP_LIMIT, clientIp(event, ctx.config.proxyTrust))))
      throw tooMany();
    const number = normaliseOrderNumber(getRouterParam(event, 'orderNumber', { decode: true }) ?? '');
    if (!ORDER_NUMBER_PATTERN.test(number)) return undefined;
    const ettn = event.url.searchParams.get('ettn') ?? '';
    return orderIdForInvoiceLink(ctx.sql, number, ettn, await orderViewer(event, ctx));
  };
  app.get('/api/orders/:orderNumber/invoice.pdf', async (event) => send(await linkedOrder(event), 'pdf'));
  app.get('/api/orders/:orderNumber/invoice.xml', async (event) => send(await linkedOrder(event), 'xml'));

  // /api/admin/** is guarded by the admin middleware (api/app.ts).
  app.get('/api/admin/orders/:id/invoice.pdf', (event) => send(idParam(event, orderMessages.notFound), 'pdf'));
  app.get('/api/admin/orders/:id/invoice.xml', (event) => send(idParam(event, orderMessages.notFound), 'xml'));

  // 'Faturalar': the list by status, and a retry of a waiting or failed invoice.
  app.get('/api/admin/invoices', (event) =>
    listInvoices(ctx.sql, parseOrInvalid(adminInvoicesQuery, Object.fromEntries(event.url.searchParams))),
  );
  app.post('/api/admin/invoices/:id/retry', async (event) => {
    await retryInvoice(ctx.sql, idParam(event, INVOICE_MESSAGES.notFound));
    return { ok: true };
  });
}
