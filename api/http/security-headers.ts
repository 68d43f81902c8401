import type { IncomingMessage, ServerResponse } from 'node:http';
import { isTrustedProxy, type ProxyTrust } from '../core/proxy-trust.ts';

const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** A year, the value browsers' preload lists expect; only ever sent over HTTPS. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers on every answer, API JSON and uploads included: no content sniffing, no full
 * addresses to other sites, and HTTPS only from now on when the shop is served over HTTPS
 * (its public address is https, or a trusted proxy says the request came over TLS).
 */
export function applyCommonHeaders(req: IncomingMessage, res: ServerResponse, siteUrl: string, trust: ProxyTrust) {
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', REFERRER_POLICY);
  if (servedOverHttps(req, siteUrl, trust)) res.setHeader('strict-transport-security', HSTS);
}

function servedOverHttps(req: IncomingMessage, siteUrl: string, trust: ProxyTrust): boolean {
  if (siteUrl.startsWith('https:')) return true;
  if ('encrypted' in req.socket && req.socket.encrypted) return true;
  const proto = req.headers['x-forwarded-proto'];
  // Believed only from a trusted proxy; a client can write the header too.
  if (typeof proto !== 'string' || !isTrustedProxy(req.socket.remoteAddress ?? '', trust)) return false;
  return proto.split(',').at(-1)!.trim().toLowerCase() === 'https';
}

/**
 * Headers on every page. The page may run only our own script files plus the
 * inline scripts the build produced (listed by hash in the build manifest);
 * forms may post only to us and to the payment provider's hosted form.
 */
export function pageSecurityHeaders(scriptHashes: string[], paymentOrigins: string[]): Record<string, string> {
  const payment = paymentOrigins.join(' ');
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((h) => `'${h}'`).join(' ')}`.trim(),
    // Inline style attributes are set by the islands (progress bar, carousels).
    "style-src 'self' 'unsafe-inline'",
    // The admin may give the company logo or a catalogue cover as an external https address.
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    `form-action 'self' ${payment}`.trim(),
    `frame-src 'self' ${payment}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
}

export function applyHeaders(res: ServerResponse, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}
