import { getRequestIP, type H3Event } from 'h3';
import { clientAddress, type ProxyTrust } from '../core/proxy-trust.ts';

/** The client's address for a request, as `clientAddress` reads it. */
export function clientIp(event: H3Event, trust: ProxyTrust): string {
  const address = clientAddress(getRequestIP(event) ?? 'unknown', event.req.headers.get('x-forwarded-for'), trust);
  // A forwarded value is text a proxy passed on; it becomes a counter key and a consent record.
  return address.slice(0, 64);
}
