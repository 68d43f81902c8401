import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { XLSX_BOMBS } from '../../../tests/helpers/xlsx-bombs.ts';
import { QUICK_ORDER_FILE_LIMITS } from '../cart/quick-order-file.ts';
import { readXlsxRows, SheetRefused } from './xlsx-rows.ts';

const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: unknown) => (error instanceof SheetRefused ? error.reason : String(error)),
  );

describe('reading an XLSX sheet as a stream under limits', () => {
  it('reads the types Excel writes: shared, rich and inline text, numbers, yes/no, formulas', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Sipariş');
    sheet.addRow(['Ürün kodu', 'Adet', 'Not']);
    sheet.addRow([{ richText: [{ text: 'SIG-' }, { text: 'B16', font: { bold: true } }] }, 3, true]);
    sheet.addRow(['LED-I', { formula: 'B2*2', result: 6 }, 'ışık']);
    sheet.getCell('E4').value = 'uzakta';
    const rows = await readXlsxRows(new Uint8Array(await book.xlsx.writeBuffer()), QUICK_ORDER_FILE_LIMITS);
    expect(rows).toEqual([
      { line: 1, cells: ['Ürün kodu', 'Adet', 'Not'] },
      { line: 2, cells: ['SIG-B16', 3, true] },
      { line: 3, cells: ['LED-I', 6, 'ışık'] },
      { line: 4, cells: ['', '', '', '', 'uzakta'] },
    ]);
  });

  it('refuses a part that inflates past what the central directory declared, after at most that much', async () => {
    expect(await reason(readXlsxRows(await XLSX_BOMBS.sharedStringsLying(), QUICK_ORDER_FILE_LIMITS))).toBe('size');
  });

  it('stops when the client has gone, between two pieces of a part', async () => {
    const bytes = await XLSX_BOMBS.worstWithinLimits();
    const gone = new AbortController();
    const started = performance.now();
    const read = reason(readXlsxRows(bytes, QUICK_ORDER_FILE_LIMITS, gone.signal));
    setImmediate(() => gone.abort());
    expect(await read).toBe('aborted');
    const whole = performance.now();
    expect(await reason(readXlsxRows(bytes, QUICK_ORDER_FILE_LIMITS))).toBe('read');
    // The abandoned read took a fraction of a whole one.
    expect(whole - started).toBeLessThan((performance.now() - whole) / 2);
  });
});
