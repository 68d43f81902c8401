import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { MAX_SHEET_COLUMNS, sheetMessages } from '#api/schemas/product-sheet.ts';
import { readSheet } from './read-sheet.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('reading an uploaded spreadsheet', () => {
  it('skips empty lines and keeps the line numbers the admin sees', async () => {
    const sheet = await readSheet(bytes('sku;price\r\nA-1;1.234,50\r\n;\r\n\r\nB-2;5\r\n'));
    expect(sheet.lines).toEqual([
      { line: 2, cells: { sku: 'A-1', price: '1.234,50' }, groupCells: {}, attributeCells: {} },
      { line: 5, cells: { sku: 'B-2', price: '5' }, groupCells: {}, attributeCells: {} },
    ]);
  });

  it('reads the price groups’ columns by their prefix, in Turkish case, their numbers as amounts', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Ürünler');
    sheet.addRow(['sku', 'GRUP FİYATI: İnşaat', 'grup fiyatı:Bayi', 'stock']);
    sheet.addRow(['A-1', 135.795, null, 2.5]);
    const read = await readSheet(new Uint8Array(await workbook.xlsx.writeBuffer()));
    expect(read.groupHeaders).toEqual(['GRUP FİYATI: İnşaat', 'grup fiyatı:Bayi']);
    expect([...read.columns]).toEqual(['sku', 'stock']);
    expect(read.lines[0]!.groupCells).toEqual({ 'GRUP FİYATI: İnşaat': '135.80', 'grup fiyatı:Bayi': '' });
    await expect(readSheet(bytes('sku;Grup fiyat Bayi\nA-1;5'))).rejects.toThrow(
      sheetMessages.unknownColumn('grup_fiyat_bayi'),
    );
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

  describe('a sheet whose used range is absurd', () => {
    /** A small workbook of the right columns plus the given stray cells. */
    async function workbook(rows: number, stray: (sheet: ExcelJS.Worksheet) => void) {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Ürünler');
      sheet.addRow(['sku', 'price', 'stock']);
      for (let i = 1; i <= rows; i++) sheet.addRow([`A-${i}`, 5, 1]);
      stray(sheet);
      return new Uint8Array(await book.xlsx.writeBuffer());
    }

    it('is refused with the limits, without spreading 16,384 columns for each row', async () => {
      // A mark in column XFD on every line: spread out, a few hundred rows made millions of cells.
      const bytes = await workbook(400, (sheet) => {
        for (let r = 1; r <= 401; r++) sheet.getCell(`XFD${r}`).value = ' ';
      });
      expect(bytes.length).toBeLessThan(64 * 1024);
      global.gc?.();
      const before = process.memoryUsage().heapUsed;
      await expect(readSheet(bytes)).rejects.toThrow(sheetMessages.sheetTooWide);
      expect(process.memoryUsage().heapUsed - before).toBeLessThan(64 * 1024 * 1024);
    });

    it('states the limits: columns, rows and file size', () => {
      expect(sheetMessages.sheetTooWide).toContain(`${MAX_SHEET_COLUMNS} sütun`);
      expect(sheetMessages.sheetTooWide).toContain('50.001 satır');
      expect(sheetMessages.sheetTooWide).toContain('20 MB');
    });

    it('refuses a cell in column XFD of the header and a row at 1,048,576', async () => {
      const wide = await workbook(1, (sheet) => (sheet.getCell('XFD1').value = 'not'));
      await expect(readSheet(wide)).rejects.toThrow(sheetMessages.sheetTooWide);
      const long = await workbook(1, (sheet) => (sheet.getCell('A1048576').value = 'x'));
      await expect(readSheet(long)).rejects.toThrow(sheetMessages.sheetTooWide);
    });

    it('reads a sheet at the limits', async () => {
      const bytes = await workbook(2, (sheet) => (sheet.getCell(1, MAX_SHEET_COLUMNS).value = ''));
      expect((await readSheet(bytes)).lines).toHaveLength(2);
    });
  });
});
