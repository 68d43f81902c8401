import type { InvoiceDocument, InvoiceProfile } from './invoice-model.ts';

// One interface for whoever files the shop's invoices with GİB: the local test provider or an
// integrator. INVOICE_PROVIDER chooses (api/core/config-checks.ts), as PAYMENT_PROVIDER does.

export type InvoiceProviderName = 'local' | 'nilvera';

export interface IssuedAtProvider {
  /** The provider's id of the document, kept for support and cancellation. */
  reference: string;
}

export interface InvoiceProvider {
  name: InvoiceProviderName;
  /** Whether the VKN/TCKN is on GİB's e-Fatura registered-user list (then e-Fatura, else e-Arşiv). */
  isEFaturaUser(taxNumber: string): Promise<boolean>;
  /**
   * Files the document. Must be idempotent by the document's ETTN: a retry after a lost answer
   * sends the same UUID again and gets the same reference back.
   */
  issue(doc: InvoiceDocument, xml: string): Promise<IssuedAtProvider>;
  /**
   * Cancels a filed document (a full refund within the objection window, decision 0301).
   * 'cancelled' when the provider did it; 'manual' when the document's kind cannot be cancelled
   * through the provider (an e-Fatura: GİB's portal, with the buyer). Idempotent by ETTN.
   */
  cancel(doc: { uuid: string; profile: InvoiceProfile }): Promise<'cancelled' | 'manual'>;
  /** True for documents that are issued nowhere (the PDF says 'Test'). */
  test: boolean;
}

/** A provider's refusal or outage, as the admin's invoice list shows it (Turkish). */
export class InvoiceProviderError extends Error {
  readonly retryable: boolean;
  constructor(message: string, retryable = true) {
    super(message);
    this.name = 'InvoiceProviderError';
    this.retryable = retryable;
  }
}
