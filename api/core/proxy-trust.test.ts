import { describe, expect, it } from 'vitest';
import { clientAddress, isTrustedProxy, parseProxyTrust } from './proxy-trust.ts';

const trust = (text: string) => parseProxyTrust(text)!;

describe('the client address behind proxies (TRUST_PROXY)', () => {
  it('ignores X-Forwarded-For without trusted proxies', () => {
    expect(clientAddress('198.51.100.7', '1.2.3.4', trust('false'))).toBe('198.51.100.7');
  });

  it('takes the value our one proxy appended, not the leftmost one the client wrote', () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; our proxy appended the real peer 203.0.113.9.
    expect(clientAddress('10.0.0.2', '1.2.3.4, 203.0.113.9', trust('1'))).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.2', '1.2.3.4, 203.0.113.9', trust('true'))).toBe('203.0.113.9');
  });

  it('counts hops from the right', () => {
    expect(clientAddress('10.0.0.2', '1.2.3.4, 203.0.113.9, 10.0.0.1', trust('2'))).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.2', null, trust('2'))).toBe('10.0.0.2');
  });

  it('with a list of proxies, the first address from the right that is not one of them', () => {
    const list = trust('10.0.0.0/8, 192.0.2.10, ::1');
    expect(clientAddress('10.1.2.3', '1.2.3.4, 203.0.113.9, 192.0.2.10', list)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:10.1.2.3', '203.0.113.9', list)).toBe('203.0.113.9');
    // A peer that is not our proxy is the client, whatever it claims.
    expect(clientAddress('198.51.100.7', '1.2.3.4', list)).toBe('198.51.100.7');
    expect(isTrustedProxy('10.9.9.9', list)).toBe(true);
    expect(isTrustedProxy('198.51.100.7', list)).toBe(false);
  });

  it('refuses an unreadable setting', () => {
    expect(parseProxyTrust('proxy.example.com')).toBeNull();
    expect(parseProxyTrust('10.0.0.0/99')).toBeNull();
    expect(parseProxyTrust('10.0.0.1, 10.0.0.2')).not.toBeNull();
  });
});
