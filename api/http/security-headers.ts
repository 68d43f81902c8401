import type { ServerResponse } from 'node:http';

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
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
}

export function applyHeaders(res: ServerResponse, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}
