import type { AppContext } from '../../core/context.ts';
import { unauthenticated, invalid } from '../../core/errors.ts';
import { webhookSignatureMatches } from '../../payments/iyzico-auth.ts';
import { settlePayment, type Settlement } from './settle-payment.ts';

/**
 * iyzico retries an unanswered notification every 15 minutes, three times, and
 * iyziEventTime is the first attempt's time: older than this is stale (or replayed).
 */
export const WEBHOOK_MAX_AGE_MS = 60 * 60_000;
const FUTURE_SKEW_MS = 5 * 60_000;

export const WEBHOOK_MESSAGES = {
  forged: 'Geçersiz bildirim imzası',
  stale: 'Bildirim süresi geçmiş',
  malformed: 'Geçersiz bildirim',
} as const;

/**
 * The Checkout Form webhook, a second way to complete a payment besides the callback:
 * its X-IYZ-SIGNATURE-V3 must match, its time must be recent, and even then it is only a
 * signal: the result is retrieved from iyzico and settled like the callback, once.
 */
export async function handleIyzicoWebhook(
  ctx: AppContext,
  raw: string,
  signature: string | null,
  now = Date.now(),
): Promise<Settlement> {
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    body = parsed as Record<string, unknown>;
  } catch {
    throw invalid(WEBHOOK_MESSAGES.malformed);
  }
  if (!webhookSignatureMatches(ctx.config.IYZICO_SECRET_KEY ?? '', body, signature))
    throw unauthenticated(WEBHOOK_MESSAGES.forged);
  const eventTime = Number(body.iyziEventTime);
  const eventMs = eventTime < 1e12 ? eventTime * 1000 : eventTime; // seconds or milliseconds
  if (!Number.isFinite(eventMs) || now - eventMs > WEBHOOK_MAX_AGE_MS || eventMs - now > FUTURE_SKEW_MS)
    throw invalid(WEBHOOK_MESSAGES.stale);
  if (typeof body.token !== 'string') throw invalid(WEBHOOK_MESSAGES.malformed);
  const [order] = await ctx.sql`SELECT order_number FROM orders WHERE payment_token = ${body.token}`;
  if (!order || order.order_number !== body.paymentConversationId) return { ok: false, error: 'order_not_found' };
  return settlePayment(ctx, body.token);
}
