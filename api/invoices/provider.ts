import type { AppContext } from '../core/context.ts';
import { createLocalProvider } from './local-provider.ts';
import type { InvoiceProvider } from './provider-types.ts';

/** The provider the configuration chose (api/core/config-checks.ts refuses unsafe choices). */
export function invoiceProvider(_ctx: AppContext): InvoiceProvider {
  return createLocalProvider();
}
