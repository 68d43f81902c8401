import type { InvoiceProvider } from './provider-types.ts';

// INVOICE_PROVIDER=local (the default): the shop numbers and keeps its documents and sends them
// nowhere, so nothing reaches GİB; every PDF says 'Test' and the shop warns at each start. Nobody
// is on its e-Fatura list, so every document is e-Arşiv.
export function createLocalProvider(): InvoiceProvider {
  return {
    name: 'local',
    test: true,
    isEFaturaUser: async () => false,
    issue: async (doc) => ({ reference: `local-${doc.uuid}` }),
    // Nothing was filed, so there is nothing to withdraw.
    cancel: async () => 'cancelled',
  };
}
