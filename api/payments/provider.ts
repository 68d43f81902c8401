import type { AppContext } from '../core/context.ts';
import { createSandboxProvider } from './sandbox.ts';
import { createIyzicoProvider } from './iyzico.ts';
import type { PaymentProvider } from './provider-types.ts';

/** The provider the configuration chose (api/core/config-checks.ts decides and refuses unsafe choices). */
export function paymentProvider(ctx: AppContext): PaymentProvider {
  const { IYZICO_API_KEY: apiKey, IYZICO_SECRET_KEY: secretKey, IYZICO_BASE_URL: baseUrl } = ctx.config;
  if (ctx.config.paymentProvider === 'iyzico' && apiKey && secretKey && baseUrl) {
    return createIyzicoProvider({
      apiKey,
      secretKey,
      baseUrl,
      callbackUrl: `${ctx.config.siteUrl}/api/payment/callback`,
    });
  }
  return createSandboxProvider(ctx.sql);
}
