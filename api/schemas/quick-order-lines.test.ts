import { describe, expect, it } from 'vitest';
import { linesFromRows, linesFromText, parseQuantityText } from './quick-order-lines.ts';

describe('quick-order lines', () => {
  it('reads whole quantities the way Turkish spreadsheets write them, and keeps anything else as text', () => {
    const read = ['12', '12,0', '12.00', '1.000', '2.500.000', '100 m', '5 adet', ' 7 ', ''].map(parseQuantityText);
    expect(read).toEqual([12, 12, 12, 1000, 2500000, 100, 5, 7, 1]);
    expect(['1,5', '2.5', '-3', 'on', '1.00.0'].map(parseQuantityText)).toEqual(['1,5', '2.5', '-3', 'on', '1.00.0']);
  });

  it('splits pasted lines on tabs, semicolons, or the last space or comma, numbering them as the text does', () => {
    expect(linesFromText('NYM-3X2,5\t100\n\nSIG-B16;12\nLED-1 3\nPRZ-2,4\nNYM 3x2,5,50\nTEK-KOD\r\n')).toEqual([
      { line: 1, sku: 'NYM-3X2,5', quantity: 100 },
      { line: 3, sku: 'SIG-B16', quantity: 12 },
      { line: 4, sku: 'LED-1', quantity: 3 },
      { line: 5, sku: 'PRZ-2', quantity: 4 },
      { line: 6, sku: 'NYM 3x2,5', quantity: 50 },
      { line: 7, sku: 'TEK-KOD', quantity: 1 },
    ]);
  });

  it('follows a header row that names the code and quantity columns, wherever they are', () => {
    const rows = [
      { line: 1, cells: ['Ürün adı', 'Adet', 'Ürün kodu'] },
      { line: 2, cells: ['Kablo', '20', 'NYM-1'] },
      { line: 3, cells: ['', '', ''] },
      { line: 4, cells: ['Priz', '1,5', 'PRZ-1'] },
      { line: 5, cells: ['Boş kod', '3', ' '] },
    ];
    expect(linesFromRows(rows)).toEqual([
      { line: 2, sku: 'NYM-1', quantity: 20 },
      { line: 4, sku: 'PRZ-1', quantity: '1,5' },
    ]);
  });
});
