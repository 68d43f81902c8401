import { createHmac, timingSafeEqual } from 'node:crypto';

// The rebuild webhook's signature: HMAC-SHA256 over "<timestamp>.<body>", so
// neither the body nor the time can be changed without the secret.
export const SIGNATURE_HEADER = 'x-shop-signature';
export const TIMESTAMP_HEADER = 'x-shop-timestamp';
/** Older (or further in the future) requests are refused: replays stay short-lived. */
export const MAX_AGE_SECONDS = 300;

export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export type WebhookCheck = { ok: true } | { ok: false; reason: 'missing' | 'stale' | 'signature' };

/** Checks the headers of a received webhook against its raw body. */
export function verifyWebhook(
  secret: string,
  headers: { signature: string | null; timestamp: string | null },
  body: string,
  nowMs = Date.now(),
): WebhookCheck {
  if (!headers.signature || !headers.timestamp || !/^\d{1,12}$/.test(headers.timestamp))
    return { ok: false, reason: 'missing' };
  const timestamp = Number(headers.timestamp);
  if (Math.abs(nowMs / 1000 - timestamp) > MAX_AGE_SECONDS) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const given = Buffer.from(headers.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  return { ok: true };
}
