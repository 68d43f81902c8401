import type { H3Event } from 'h3';
import { getRequestIP } from 'h3';

/** The client's address; X-Forwarded-For is believed only behind a proxy we run (TRUST_PROXY). */
export function clientIp(event: H3Event, trustProxy: boolean): string {
  return getRequestIP(event, { xForwardedFor: trustProxy }) ?? 'unknown';
}
