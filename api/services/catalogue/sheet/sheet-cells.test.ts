import { describe, expect, it } from 'vitest';
import { parseAmount, parseFlag, parseWholeNumber } from './sheet-cells.ts';

describe('spreadsheet cells', () => {
  it.each([
    ['1249,90', '1249.90'],
    ['1.249,90', '1249.90'],
    ['1249.9', '1249.90'],
    ['1,249.90', '1249.90'],
    ['₺1.249,90', '1249.90'],
    ['46,9 TL', '46.90'],
    ['12', '12.00'],
    ['1.249', '1249.00'],
    ['0,5', '0.50'],
    ['007', '7.00'],
  ])('reads the amount %s as %s', (text, amount) => expect(parseAmount(text)).toBe(amount));

  it.each(['', 'on lira', '-5', '1,2345', '12.345,678', '1e3', '12345678901'])('refuses the amount %j', (text) =>
    expect(parseAmount(text)).toBeNull(),
  );

  it('reads whole numbers and flags the way spreadsheets write them', () => {
    expect(parseWholeNumber('40')).toBe(40);
    expect(parseWholeNumber('40,0')).toBe(40);
    expect(parseWholeNumber('2.5')).toBeNull();
    expect(parseWholeNumber('0', 1)).toBeNull();
    expect(['Evet', 'EVET', 'aktif', '1', 'true'].map(parseFlag)).toEqual([true, true, true, true, true]);
    expect(['Hayır', 'HAYIR', 'pasif', '0', 'false'].map(parseFlag)).toEqual([false, false, false, false, false]);
    expect(parseFlag('belki')).toBeNull();
  });
});
