import type { H3, H3Event } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { readJson } from '../../http/body.ts';
import { notFound } from '../../core/errors.ts';
import { requireAdmin } from '../../auth/guards.ts';
import {
  ADMIN_ORDERS_PAGE,
  bankTransferSchema,
  orderMessages,
  transferMessages,
  transferPaymentSchema,
  reviewDecisionSchema,
  statusChangeSchema,
} from '../../schemas/admin-orders.ts';
import { confirmBankTransfer, decidePaymentReview } from '../../services/orders/orders-payment.ts';
import { getOrder, listOrders } from '../../services/orders/orders-admin.ts';
import { changeOrderStatus } from '../../services/orders/change-status.ts';
import { idParam, queryInt } from '../../http/params.ts';
import { invalid } from '../../core/errors.ts';
import {
  EXPORT_MESSAGES,
  exportFileName,
  exportRangeSchema,
  type ExportFormat,
} from '../../schemas/accounting-export.ts';
import { accountingCsv, accountingRecords } from '../../services/orders/accounting-export.ts';
import { accountingXlsx } from '../../services/orders/accounting-xlsx.ts';
import { CSV_TYPE, PDF_TYPE, XLSX_TYPE, download } from '../../http/download.ts';
import {
  ACTION_MESSAGES,
  bulkStatusSchema,
  orderNoteSchema,
  packingSlipsSchema,
} from '../../schemas/admin-order-actions.ts';
import { addOrderNote } from '../../services/orders/order-notes.ts';
import { changeStatuses } from '../../services/orders/bulk-status.ts';
import { packingSlipsFile } from '../../services/orders/packing-slips.ts';
import { REFUND_MESSAGES, refundOutcomeSchema, refundSchema } from '../../schemas/refunds.ts';
import { settleRefundInDoubt } from '../../services/orders/refund-in-doubt.ts';
import { refundOrder } from '../../services/orders/refund-order.ts';
import { recordTransferPayment } from '../../services/orders/transfer-payments.ts';
import { toKurus } from '../../shared/money.ts';
import { parseOrInvalid } from '../../core/parse.ts';
import { orderFiltersInput, orderFiltersSchema } from '../../schemas/admin-order-filters.ts';

export function adminOrderRoutes(app: H3, ctx: AppContext) {
  app.get('/api/admin/orders', (event) => {
    return listOrders(ctx.sql, {
      filters: parseOrInvalid(orderFiltersSchema, orderFiltersInput(event.url.searchParams)),
      page: queryInt(event, 'page', 1, 1, 100_000),
      pageSize: queryInt(event, 'pageSize', ADMIN_ORDERS_PAGE, 1, 100),
    });
  });

  // The accountant's file of the paid orders of a date range: CSV, or a workbook for Excel.
  const accountingExport = (format: ExportFormat) => async (event: H3Event) => {
    const params = event.url.searchParams;
    const parsed = exportRangeSchema.safeParse({
      from: params.get('from') ?? undefined,
      to: params.get('to') ?? undefined,
    });
    if (!parsed.success) throw invalid(EXPORT_MESSAGES.range);
    const records = await accountingRecords(ctx.sql, parsed.data);
    const fileName = exportFileName(parsed.data, format);
    if (format === 'xlsx') return download(new Uint8Array(await accountingXlsx(records)), XLSX_TYPE, fileName);
    return download(accountingCsv(records), CSV_TYPE, fileName);
  };
  app.get('/api/admin/orders-export', accountingExport('csv'));
  app.get('/api/admin/orders-export.xlsx', accountingExport('xlsx'));

  // The selected orders' slips, one PDF with a page per order (the list's 'Yazdır').
  app.post('/api/admin/orders/packing-slips.pdf', async (event) => {
    const { ids } = await readJson(event, packingSlipsSchema);
    return download(await packingSlipsFile(ctx, ids), PDF_TYPE, `paket-listeleri-${ids.length}.pdf`);
  });

  app.post('/api/admin/orders/bulk-status', async (event) => {
    const body = await readJson(event, bulkStatusSchema);
    const { user } = await requireAdmin(event, ctx);
    return changeStatuses(ctx, body, user.id);
  });

  app.get('/api/admin/orders/:id/packing-slip.pdf', async (event) => {
    const id = idParam(event, orderMessages.notFound);
    return download(await packingSlipsFile(ctx, [id]), PDF_TYPE, `paket-listesi-${id}.pdf`);
  });

  // A note for the staff: in the order's history with who and when, never shown to the buyer.
  app.post('/api/admin/orders/:id/notes', async (event) => {
    const id = idParam(event, orderMessages.notFound);
    const { text } = await readJson(event, orderNoteSchema);
    const { user } = await requireAdmin(event, ctx);
    await addOrderNote(ctx.sql, id, text, user.id);
    return { message: ACTION_MESSAGES.noteAdded, order: await getOrder(ctx.sql, id) };
  });

  app.get('/api/admin/orders/:id', async (event) => {
    const order = await getOrder(ctx.sql, idParam(event, orderMessages.notFound));
    if (!order) throw notFound(orderMessages.notFound);
    return order;
  });

  app.post('/api/admin/orders/:id/refunds', async (event) => {
    const id = idParam(event, orderMessages.notFound);
    const input = await readJson(event, refundSchema);
    const { user } = await requireAdmin(event, ctx);
    const result = await refundOrder(ctx, id, input, user.id);
    return { ...result, order: await getOrder(ctx.sql, id) };
  });

  app.post('/api/admin/orders/:id/refunds/outcome', async (event) => {
    const id = idParam(event, orderMessages.notFound);
    const { outcome } = await readJson(event, refundOutcomeSchema);
    const { user } = await requireAdmin(event, ctx);
    await settleRefundInDoubt(ctx, id, outcome, user.id);
    return { message: REFUND_MESSAGES.outcomeRecorded, order: await getOrder(ctx.sql, id) };
  });

  app.post('/api/admin/orders/:id/status', async (event) => {
    const id = idParam(event, orderMessages.notFound);
    const change = await readJson(event, statusChangeSchema);
    const { user } = await requireAdmin(event, ctx); // already checked by the guard; gives the admin's id
    const result = await changeOrderStatus(ctx, id, change, user.id);
    return { ...result, order: await getOrder(ctx.sql, id) };
  });

  app.post('/api/admin/orders/:id/bank-transfer', async (event) => {
    const id = idParam(event, orderMessages.notFound);
    const { note } = await readJson(event, bankTransferSchema);
    const { user } = await requireAdmin(event, ctx);
    await confirmBankTransfer(ctx, id, note, user.id);
    return { message: orderMessages.bankTransferDone, order: await getOrder(ctx.sql, id) };
  });

  // Money for a bank-transfer order, as the admin saw it on the statement: who and when are kept.
  app.post('/api/admin/orders/:id/payments', async (event) => {
    const id = idParam(event, orderMessages.notFound);
    const { amount, paidAt, note } = await readJson(event, transferPaymentSchema);
    const { user } = await requireAdmin(event, ctx);
    const { confirmed } = await recordTransferPayment(ctx, id, { amountKurus: toKurus(amount), paidAt, note }, user.id);
    return {
      message: confirmed ? transferMessages.confirmed : transferMessages.recorded,
      order: await getOrder(ctx.sql, id),
    };
  });

  app.post('/api/admin/orders/:id/payment-review', async (event) => {
    const id = idParam(event, orderMessages.notFound);
    const { decision, note } = await readJson(event, reviewDecisionSchema);
    const { user } = await requireAdmin(event, ctx);
    await decidePaymentReview(ctx, id, decision, note, user.id);
    return {
      message: decision === 'approve' ? orderMessages.reviewApproved : orderMessages.reviewRefused,
      order: await getOrder(ctx.sql, id),
    };
  });
}
