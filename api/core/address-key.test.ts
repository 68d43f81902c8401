import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.ts';

describe('the key a client address is counted under', () => {
  it('keeps an IPv4 address whole', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one, however it is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:1:2:3',
      '2001:DB8:1:2:0:0:0:9',
      '2001:db8:1:2::1.2.3.4',
    ])
      expect(addressKey(address)).toBe(key);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::')).toBe('fe80:0:0:0::/64');
  });

  it('leaves text that is no address as it is', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});
