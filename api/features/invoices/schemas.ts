import { z } from 'zod';
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
  notRetryable: 'Yalnızca bekleyen ya da düzenlenemeyen faturalar ve iletilemeyen iptaller yeniden denenebilir',
};

/** GET /api/admin/invoices?status=&page= */
export const adminInvoicesQuery = z.object({
  status: z
    .enum(INVOICE_STATUSES as [InvoiceStatus, ...InvoiceStatus[]], { error: 'Geçersiz fatura durumu' })
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/** One row of the admin's 'Faturalar' list. */
export interface AdminInvoice {
  id: number;
  orderId: number;
  orderNumber: string;
  customerName: string;
  totalAmount: string;
  type: 'SATIS' | 'IADE';
  status: InvoiceStatus;
  kind: 'e-arsiv' | 'e-fatura' | null;
  number: string | null;
  uuid: string | null;
  issuedAt: string | null;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  /** A cancelled invoice's withdrawal at the provider (decision 0331); null for the others. */
  cancellation: { state: CancelState; error: string | null } | null;
}

/** pending: being sent; done: withdrawn; failed: refused (retry); manual: an e-Fatura, through GİB's portal. */
export type CancelState = 'pending' | 'done' | 'failed' | 'manual';
