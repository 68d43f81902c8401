import { describe, expect, it } from 'vitest';
import { formatTRY, fromKurus, toKurus, vatKurus } from './money.ts';

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
