import { isIP } from 'node:net';

/**
 * The key a client address is counted under. An IPv4 address is one subscriber; an IPv6
 * subscriber gets a whole /64 (often more) and can change the last 64 bits at will, so a
 * limit keyed by the full address would give them endless fresh tries. Their /64 is one key.
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  return `${hextets(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros ('::' and a dotted tail expanded). */
function hextets(address: string): string[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const text = dotted
    ? address.slice(0, dotted.index) +
      [Number(dotted[1]) * 256 + Number(dotted[2]), Number(dotted[3]) * 256 + Number(dotted[4])]
        .map((n) => n.toString(16))
        .join(':')
    : address;
  const [head = '', tail] = text.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}
