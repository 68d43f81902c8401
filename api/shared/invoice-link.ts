// Where anyone holding an order's invoice ETTN downloads it: the guest's invoice e-mail and the
// order page link here (decision 0330). The ETTN is a random UUID the buyer receives with the
// invoice, so it opens that one document and nothing else.

export type InvoiceFormat = 'pdf' | 'xml';

export const invoiceLink = (orderNumber: string, ettn: string, format: InvoiceFormat = 'pdf') =>
  `/api/orders/${encodeURIComponent(orderNumber)}/invoice.${format}?ettn=${encodeURIComponent(ettn)}`;
