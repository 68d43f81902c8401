// An order's invoice as GET /api/orders/{orderNumber} and the admin see it.

export type InvoiceStatus = 'waiting' | 'issued' | 'failed' | 'cancelled';
export const INVOICE_STATUSES: readonly InvoiceStatus[] = ['waiting', 'issued', 'failed', 'cancelled'];

export interface InvoiceSummary {
  number: string;
  /** The ETTN. */
  uuid: string;
  kind: 'e-arsiv' | 'e-fatura';
  issuedAt: string;
  status: InvoiceStatus;
}

export const INVOICE_MESSAGES = {
  notIssued: 'Bu siparişin faturası henüz düzenlenmedi',
  notFound: 'Fatura bulunamadı',
  notRetryable: 'Yalnızca bekleyen ya da düzenlenemeyen faturalar yeniden denenebilir',
};
