import type { AppContext } from '../../core/context.ts';
import { createLocalProvider } from './local-provider.ts';
import { createNilveraProvider } from './nilvera-provider.ts';
import type { InvoiceProvider } from './provider-types.ts';

let nilvera: InvoiceProvider | null = null;

/** The provider the configuration chose (api/core/config-checks.ts refuses unsafe choices). */
export function invoiceProvider(ctx: AppContext): InvoiceProvider {
  const { NILVERA_API_KEY: apiKey, NILVERA_BASE_URL: baseUrl } = ctx.config;
  if (ctx.config.invoiceProvider === 'nilvera' && apiKey && baseUrl) {
    // One per process, so its cache of the e-Fatura user list lives across job runs.
    nilvera ??= createNilveraProvider({ apiKey, baseUrl });
    return nilvera;
  }
  return createLocalProvider();
}
