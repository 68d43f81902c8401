import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { sheetMessages } from '#api/schemas/product-sheet.ts';
import { readSheet } from './read-sheet.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('reading an uploaded spreadsheet', () => {
  it('skips empty lines and keeps the line numbers the admin sees', async () => {
    const sheet = await readSheet(bytes('sku;price\r\nA-1;1.234,50\r\n;\r\n\r\nB-2;5\r\n'));
    expect(sheet.lines).toEqual([
      { line: 2, cells: { sku: 'A-1', price: '1.234,50' } },
      { line: 5, cells: { sku: 'B-2', price: '5' } },
    ]);
  });

  it('calls a binary file unreadable instead of naming its bytes as an unknown column', async () => {
    const binary = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0x01, ...randomBytes(200)]);
    await expect(readSheet(binary)).rejects.toThrow(sheetMessages.unreadable);
    await expect(readSheet(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x01]))).rejects.toThrow(sheetMessages.unreadable);
  });

  it('reads a price a formula left with three decimals as the kuruş Excel shows, never as thousands', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Ürünler');
    sheet.addRow(['sku', 'price', 'stock']);
    sheet.addRow(['A-1', 135.795, 40]); // =123,45*1,1
    sheet.addRow(['B-2', { formula: 'B2*1', result: 1249.9 }, 2.5]);
    sheet.addRow(['C-3', 46.900000000000006, 7]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const { lines } = await readSheet(bytes);
    expect(lines.map((l) => l.cells)).toEqual([
      { sku: 'A-1', price: '135.80', stock: '40' },
      { sku: 'B-2', price: '1249.90', stock: '2.5' },
      { sku: 'C-3', price: '46.90', stock: '7' },
    ]);
  });
});
