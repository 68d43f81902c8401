import { describe, expect, it } from 'vitest';
import { formatTRY, fromKurus, parseMoney, toKurus, vatKurus } from './money.ts';

describe('money in kuruş', () => {
  it('parses numeric strings exactly', () => {
    expect(toKurus('1234.5')).toBe(123450);
    expect(toKurus('0.07')).toBe(7);
    expect(toKurus('19.99')).toBe(1999);
    expect(() => toKurus('-1')).toThrow();
    expect(() => toKurus('1.234')).toThrow();
    expect(() => toKurus('abc')).toThrow();
  });

  it('writes amounts with two decimals', () => {
    expect(fromKurus(123450)).toBe('1234.50');
    expect(fromKurus(7)).toBe('0.07');
  });

  it('adds VAT rounded half-up without float drift', () => {
    expect(vatKurus(toKurus('0.10'), 18)).toBe(2); // 1.8 kuruş → 2
    expect(vatKurus(toKurus('100.00'), '18')).toBe(1800);
    expect(vatKurus(toKurus('33.33'), 20)).toBe(667); // 666.6 → 667
  });

  it('formats lira the Turkish way', () => {
    expect(formatTRY('1234.5').replace(/\s/g, ' ')).toMatch(/^₺1\.234,50$/);
  });
});

describe('an amount as the admin types it', () => {
  it('reads the Turkish, the plain and the dotted form alike', () => {
    for (const typed of ['88.529,28', '88529,28', '88529.28', ' 88 529,28 ', '₺88.529,28', '88.529,28 TL'])
      expect(parseMoney(typed), typed).toBe('88529.28');
    expect(parseMoney('1.500,00')).toBe('1500.00');
    expect(parseMoney('1.234.567')).toBe('1234567.00');
    // A dot before exactly three digits groups thousands, as a Turkish owner writes ten thousand.
    expect(parseMoney('10.000')).toBe('10000.00');
    expect(parseMoney('1.500')).toBe('1500.00');
    expect(parseMoney('1.50')).toBe('1.50');
    expect(parseMoney('1.234.567,5')).toBe('1234567.50');
    expect(parseMoney('0,07')).toBe('0.07');
    expect(parseMoney(149.9)).toBe('149.90');
  });

  it('refuses what is not an amount, and a minus unless asked', () => {
    for (const typed of ['', 'abc', '1,234', '88,529.28', '1.5.0', '12.34,5', '12345678901', '1,2,3', '-5', '1.5000'])
      expect(parseMoney(typed), typed).toBeNull();
    expect(parseMoney('-2,50', { signed: true })).toBe('-2.50');
    expect(parseMoney(Number.NaN)).toBeNull();
  });
});
