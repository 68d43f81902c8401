import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// IYZWSv2 as iyzico's official Node client computes it, and the response
// signature check of iyzico's "response signature validation" page.

export function iyzwsV2Header(
  apiKey: string,
  secretKey: string,
  uriPath: string,
  bodyJson: string,
  randomKey: string,
): string {
  const signature = createHmac('sha256', secretKey)
    .update(randomKey + uriPath + bodyJson)
    .digest('hex');
  const params = `apiKey:${apiKey}&randomKey:${randomKey}&signature:${signature}`;
  return `IYZWSv2 ${Buffer.from(params).toString('base64')}`;
}

export const newRandomKey = () => `${Date.now()}${randomBytes(8).toString('hex')}`;

/** Parses an IYZWSv2 header (for the test fake): apiKey, randomKey, signature. */
export function parseIyzwsV2(header: string): { apiKey: string; randomKey: string; signature: string } | null {
  const match = /^IYZWSv2 ([A-Za-z0-9+/=]+)$/.exec(header);
  if (!match) return null;
  const fields = Object.fromEntries(
    Buffer.from(match[1]!, 'base64')
      .toString()
      .split('&')
      .map((p) => {
        const i = p.indexOf(':');
        return [p.slice(0, i), p.slice(i + 1)];
      }),
  );
  return fields.apiKey && fields.randomKey && fields.signature
    ? { apiKey: fields.apiKey, randomKey: fields.randomKey, signature: fields.signature }
    : null;
}

/** iyzico's price format in signatures: trailing zeros of the decimals dropped ("10.50" → "10.5", "10.0" → "10"). */
export function trimPrice(value: unknown): string {
  const text = String(value ?? '');
  if (!text.includes('.')) return text;
  return text.replace(/0+$/, '').replace(/\.$/, '');
}

/** The response signature: hex HMAC-SHA256 of the named fields joined by ':'. */
export function responseSignature(secretKey: string, values: unknown[]): string {
  return createHmac('sha256', secretKey)
    .update(values.map((v) => String(v ?? '')).join(':'))
    .digest('hex');
}

export function signatureMatches(secretKey: string, values: unknown[], signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[a-f0-9]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(responseSignature(secretKey, values), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** Post-auth (capture) signs as iyzico's client checks it: paymentId, currency, basketId, conversationId, paidPrice, price. */
export const postAuthSignedFields = (r: Record<string, unknown>) => [
  r.paymentId,
  r.currency,
  r.basketId,
  r.conversationId,
  trimPrice(r.paidPrice),
  trimPrice(r.price),
];

// Field order per endpoint (iyzico docs): initialize signs conversationId and token;
// retrieve signs the payment's status, then the post-auth fields, then the token.
export const initializeSignedFields = (r: Record<string, unknown>) => [r.conversationId, r.token];
export const retrieveSignedFields = (r: Record<string, unknown>) => [
  r.paymentStatus,
  ...postAuthSignedFields(r),
  r.token,
];

export const refundSignedFields = (r: Record<string, unknown>) => [r.paymentId, r.conversationId];

/** kuruş → iyzico's request price ("12.5", "100.0"), without floats. */
export function iyzicoPrice(kurus: number): string {
  const whole = Math.trunc(kurus / 100);
  const cents = String(kurus % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${whole}.${cents || '0'}`;
}

/**
 * X-IYZ-SIGNATURE-V3 of a Checkout Form webhook, as iyzico's webhook page gives it:
 * hex HMAC-SHA256 keyed with the secret over secretKey + iyziEventType + iyziPaymentId
 * + token + paymentConversationId + status (no separators).
 */
export function webhookSignature(secretKey: string, body: Record<string, unknown>): string {
  const field = (v: unknown) => (v === undefined || v === null ? '' : String(v));
  const message =
    secretKey +
    field(body.iyziEventType) +
    field(body.iyziPaymentId ?? body.paymentId) +
    field(body.token) +
    field(body.paymentConversationId) +
    field(body.status);
  return createHmac('sha256', secretKey).update(message).digest('hex');
}

export function webhookSignatureMatches(secretKey: string, body: Record<string, unknown>, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[a-f0-9]{64}$/i.test(signature.trim())) return false;
  return timingSafeEqual(Buffer.from(webhookSignature(secretKey, body), 'hex'), Buffer.from(signature.trim(), 'hex'));
}
