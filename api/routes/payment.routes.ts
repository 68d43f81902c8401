import type { H3, H3Event } from 'h3';
import { readBodyLimited } from '../http/body-limit.ts';
import type { AppContext } from '../core/context.ts';
import { notFound } from '../core/errors.ts';
import { clientIp } from '../http/client-ip.ts';
import { withinAddressLimit, type Limit } from '../core/rate-limit.ts';
import { paymentProvider } from '../payments/provider.ts';
import { findSandboxSession, recordSandboxCharge } from '../payments/sandbox.ts';
import { chargeTestCard } from '../payments/sandbox-cards.ts';
import { cardFormPage, returnToShopPage, sessionGonePage } from '../payments/sandbox-pages.ts';
import { settlePayment } from '../services/orders/settle-payment.ts';
import { installmentTable } from '../services/orders/installment-table.ts';
import { handleIyzicoWebhook } from '../services/orders/payment-webhook.ts';

/** URL-encoded form posts (the provider's callback, the sandbox's card form), at most 16 kB. */
async function readForm(event: H3Event): Promise<URLSearchParams> {
  if (event.req.method === 'GET') return event.url.searchParams;
  const type = event.req.headers.get('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return new URLSearchParams();
  return new URLSearchParams(new TextDecoder().decode(await readBodyLimited(event.req, 16 * 1024)));
}

// Each uncached price costs one provider call (one signed iyzico request): a client walking
// through prices is held to this many per minute; cached prices are never counted (decision 0215).
export const INSTALLMENT_LOOKUP_LIMIT: Limit = { name: 'installments-ip', max: 30, windowMs: 60_000 };

const redirect = (location: string) =>
  new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });

export function paymentRoutes(app: H3, ctx: AppContext) {
  // Where the provider (or our sandbox) sends the buyer back with the token.
  app.post('/api/payment/callback', async (event) => {
    const token = (await readForm(event)).get('token') ?? '';
    try {
      const result = await settlePayment(ctx, token);
      return redirect(
        result.ok
          ? `/order-success?orderNumber=${encodeURIComponent(result.orderNumber)}`
          : `/order-failed?error=${result.error}`,
      );
    } catch (error) {
      ctx.log.error('Ödeme dönüşü işlenemedi', { error });
      return redirect('/order-failed?error=system_error');
    }
  });

  // iyzico's server-to-server notification (X-IYZ-SIGNATURE-V3). Any 2xx stops its retries.
  app.post('/api/payment/webhook/iyzico', async (event) => {
    if (paymentProvider(ctx).name !== 'iyzico') throw notFound();
    const body = new TextDecoder().decode(await readBodyLimited(event.req, 16 * 1024));
    const result = await handleIyzicoWebhook(ctx, body, event.req.headers.get('x-iyz-signature-v3'));
    return { received: true, settled: result.ok };
  });

  // Whether payments are real: the checkout page shows the test-mode notice from this.
  app.get('/api/payment/mode', () => ({
    provider: paymentProvider(ctx).name,
    testMode: paymentProvider(ctx).name === 'sandbox',
  }));

  // 'Taksit seçenekleri' for a price (product dialog, checkout summary); public, cached per price.
  app.get('/api/payment/installments', (event) =>
    installmentTable(ctx, event.url.searchParams.get('price'), () =>
      withinAddressLimit(ctx.rateLimits, INSTALLMENT_LOOKUP_LIMIT, clientIp(event, ctx.config.proxyTrust)),
    ),
  );

  const sandboxOnly = () => {
    if (paymentProvider(ctx).name !== 'sandbox') throw notFound();
  };

  /** The token's session while it waits for a card, else the page that ends the visit. */
  const waitingSession = async (token: string) => {
    const session = await findSandboxSession(ctx.sql, token);
    if (!session || session.expired) return { page: sessionGonePage() };
    if (session.status !== 'waiting')
      return {
        page: returnToShopPage(token, {
          ok: session.status === 'success',
          message: session.errorMessage ?? 'Ödemeniz alındı.',
        }),
      };
    return { session };
  };

  // The sandbox's hosted card form: the checkout page posts the token here.
  const showForm = async (event: H3Event) => {
    sandboxOnly();
    const token = (await readForm(event)).get('token') ?? '';
    const { session, page } = await waitingSession(token);
    if (!session) return page;
    return cardFormPage({ token, orderNumber: session.orderNumber, amount: session.amount });
  };
  app.get('/api/payment/sandbox/form', showForm);
  app.post('/api/payment/sandbox/form', showForm);

  app.post('/api/payment/sandbox/pay', async (event) => {
    sandboxOnly();
    const form = await readForm(event);
    const token = form.get('token') ?? '';
    const { session, page } = await waitingSession(token);
    if (!session) return page;
    const card = {
      cardNumber: form.get('cardNumber') ?? '',
      cardHolder: form.get('cardHolder') ?? '',
      expiry: form.get('expiry') ?? '',
      cvc: form.get('cvc') ?? '',
    };
    const outcome = chargeTestCard(card);
    if (outcome.kind === 'invalid') {
      return cardFormPage({
        token,
        orderNumber: session.orderNumber,
        amount: session.amount,
        error: outcome.message,
        values: card,
      });
    }
    const ok = outcome.kind === 'success';
    await recordSandboxCharge(
      ctx.sql,
      token,
      ok ? { ok, lastFour: outcome.lastFour } : { ok, lastFour: outcome.lastFour, reason: outcome.reason },
    );
    const stored = await findSandboxSession(ctx.sql, token);
    return returnToShopPage(token, {
      ok: stored?.status === 'success',
      message: stored?.errorMessage ?? 'Ödemeniz alındı.',
    });
  });
}
