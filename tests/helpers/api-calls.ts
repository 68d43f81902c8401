import { randomBytes } from 'node:crypto';

export interface CallOptions {
  body?: unknown;
  /** A raw body (sent as JSON content type) for malformed-input tests. */
  rawBody?: string;
  token?: string;
  session?: string;
  /** The client address, believed by a test server started with TRUST_PROXY=true. */
  ip?: string;
}

export interface CallResult {
  status: number;
  // Tests read whatever the API answered; assertions check the shape.
  json: any;
}

/** One API call the way the storefront makes it (bearer token, X-Session-ID). */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.session) headers['x-session-id'] = options.session;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  let body: string | undefined;
  if (options.body !== undefined || options.rawBody !== undefined) {
    headers['content-type'] = 'application/json';
    body = options.rawBody ?? JSON.stringify(options.body);
  }
  const res = await fetch(baseUrl + path, { method, headers, body });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

/** A guest session id of the storefront's shape. */
export const guestSession = () => `session_${randomBytes(8).toString('hex')}_${Date.now().toString(36)}`;

let ipCounter = 1;
/** A fresh client address per test, so rate limits of one test do not reach the next. */
export const freshIp = () => `198.51.100.${ipCounter++ % 250}`;
