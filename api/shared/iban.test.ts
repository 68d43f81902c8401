import { describe, expect, it } from 'vitest';
import { formatIban, isTurkishIban, normaliseIban } from './iban.ts';

const valid = (input: string) => isTurkishIban(normaliseIban(input));

describe('Turkish IBANs (ISO 13616, mod 97)', () => {
  it("accepts published TR IBANs, with or without the bank's spaces and in any letter case", () => {
    expect(valid('TR330006100519786457841326')).toBe(true);
    expect(valid('TR32 0010 0099 9999 9999 9999 00')).toBe(true);
    expect(valid(' tr33 0006 1005 1978 6457 8413 26 ')).toBe(true);
    expect(normaliseIban(' tr33 0006 1005 1978 6457 8413 26 ')).toBe('TR330006100519786457841326');
  });

  it('refuses wrong check digits and any one digit mistyped or two swapped', () => {
    expect(valid('TR340006100519786457841326')).toBe(false);
    const iban = 'TR330006100519786457841326';
    for (let i = 4; i < iban.length; i++) {
      const digit = Number(iban[i]);
      const typo = iban.slice(0, i) + String((digit + 1) % 10) + iban.slice(i + 1);
      expect(valid(typo), typo).toBe(false);
    }
    expect(valid('TR330006100519786457843126')).toBe(false); // 1 and 3 swapped
  });

  it('refuses a wrong length, letters among the digits and other countries', () => {
    expect(valid('TR33000610051978645784132')).toBe(false); // 25
    expect(valid('TR3300061005197864578413260')).toBe(false); // 27
    expect(valid('TR33000610051978645784132A')).toBe(false);
    expect(valid('DE89370400440532013000')).toBe(false); // a valid German IBAN
    expect(valid('GB82WEST12345698765432')).toBe(false); // a valid British IBAN
    expect(valid('')).toBe(false);
  });

  it('prints in groups of four', () => {
    expect(formatIban('TR330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26');
  });
});
