import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of us may speak for the client (TRUST_PROXY): none, a number of
 * hops (our own load balancers), or a list of proxy addresses or subnets.
 */
export type ProxyTrust = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; list: BlockList };

/** 'false' | 'true' (one hop) | a number of hops | '10.0.0.1, 10.1.0.0/16, ::1'; null when unreadable. */
export function parseProxyTrust(text: string): ProxyTrust | null {
  const value = text.trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return { kind: 'none' };
  if (value === 'true') return { kind: 'hops', hops: 1 };
  if (/^\d{1,2}$/.test(value)) return { kind: 'hops', hops: Number(value) };
  const list = new BlockList();
  for (const entry of value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family || extra !== undefined) return null;
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address!, type);
    else if (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32))
      list.addSubnet(address!, Number(bits), type);
    else return null;
  }
  return { kind: 'addresses', list };
}

const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * The client address: the socket's peer, then X-Forwarded-For read from the right. Each
 * trusted proxy vouches for the address before it; the first untrusted one is the client.
 * The leftmost values are whatever the client wrote, so they are never believed on their own.
 */
export function clientAddress(peer: string, forwardedFor: string | null, trust: ProxyTrust): string {
  const chain = [
    ...(forwardedFor ?? '')
      .split(',')
      .map((v) => plain(v.trim()))
      .filter(Boolean),
    plain(peer),
  ];
  if (trust.kind === 'none') return chain.at(-1)!;
  if (trust.kind === 'hops') return chain[Math.max(0, chain.length - 1 - trust.hops)]!;
  for (let i = chain.length - 1; i > 0; i--) {
    if (!isTrustedProxy(chain[i]!, trust)) return chain[i]!;
  }
  return chain[0]!;
}

/** True when `peer` (the socket's other end) is one of our proxies. */
export function isTrustedProxy(peer: string, trust: ProxyTrust): boolean {
  if (trust.kind === 'none') return false;
  if (trust.kind === 'hops') return trust.hops > 0;
  const address = plain(peer);
  return isIP(address) > 0 && trust.list.check(address, familyOf(address));
}
