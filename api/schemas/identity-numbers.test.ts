import { describe, expect, it } from 'vitest';
import { isValidTckn, isValidVkn } from './identity-numbers.ts';

describe('T.C. kimlik numarası check digits', () => {
  it.each(['10000000146', '12345678950', '11111111110'])('accepts %s', (n) => expect(isValidTckn(n)).toBe(true));
  it.each([
    ['10000000147', 'wrong last digit'],
    ['10000000156', 'wrong tenth digit'],
    ['01234567890', 'leading zero'],
    ['1000000014', 'ten digits'],
    ['100000001460', 'twelve digits'],
    ['1000000014a', 'a letter'],
    ['11111111111', 'the placeholder itself'],
  ])('refuses %s (%s)', (n) => expect(isValidTckn(n)).toBe(false));
});

describe('vergi kimlik numarası check digit', () => {
  // Examples from other validators' test suites, not derived from this implementation.
  it.each(['1234567890', '9029589240', '3721052062', '7920586482', '9876543217'])('accepts %s', (n) =>
    expect(isValidVkn(n)).toBe(true),
  );
  it.each([
    ['1234567891', 'wrong check digit'],
    ['123456789', 'nine digits'],
    ['12345678901', 'eleven digits'],
    ['12345 7890', 'a space'],
  ])('refuses %s (%s)', (n) => expect(isValidVkn(n)).toBe(false));
});
