import type { AppContext } from '../core/context.ts';
import { createSandboxProvider } from './sandbox.ts';
import { createIyzicoProvider } from './iyzico.ts';
import type { PaymentProvider } from './provider-types.ts';

/** iyzico when its three variables are set, else the embedded sandbox. */
export function paymentProvider(ctx: AppContext): PaymentProvider {
  const { IYZICO_API_KEY: apiKey, IYZICO_SECRET_KEY: secretKey, IYZICO_BASE_URL: baseUrl } = ctx.config;
  if (apiKey && secretKey && baseUrl) {
    return createIyzicoProvider({ apiKey, secretKey, baseUrl, callbackUrl: `${ctx.config.siteUrl}/api/payment/callback` });
  }
  return createSandboxProvider(ctx.sql);
}
