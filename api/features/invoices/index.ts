// E-invoices (e-Arşiv / e-Fatura, decision 0417): queued when an order is paid or shipped,
// issued by the provider (local or Nilvera), cancelled and returned with refunds. The orders
// tell it what happened; the order view and the dashboard read its summary.
// Its routes files are mounted by api/routes/index.ts.

/** The order's sales invoice is due on this event (payment or shipping), if the settings say so. */
export { queueSalesInvoice } from './invoice-outbox.ts';
/** A refund's return invoice or the sales invoice's cancellation. */
export { documentRefund } from './refund-documents.ts';
export { invoiceSummary } from './invoice-queries.ts';
export { OVERDUE_DAYS, overdueInvoiceCount } from './admin-invoices.ts';
export { INVOICE_CHECK_MS, issueDueInvoices } from './issue-invoices.ts';
export { cancelDueInvoices } from './cancel-invoices.ts';
export { invoiceProvider } from './provider.ts';
