import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { excelJs } from '#api/core/rare-libraries.ts';
import { DomainError, invalid } from '#api/core/errors.ts';
import { textOfCell } from '../../spreadsheet-text.ts';
import { groupNameOfHeader } from './sheet-groups.ts';
import {
  MAX_IMPORT_ROWS,
  MAX_SHEET_COLUMNS,
  MAX_SHEET_ROWS,
  SHEET_COLUMNS,
  sheetMessages as m,
  type SheetColumn,
} from '#api/schemas/product-sheet.ts';

export interface SheetLine {
  /** The line in the spreadsheet; the header is line 1. */
  line: number;
  cells: Partial<Record<SheetColumn, string>>;
  /** The group price columns' cells, by header. */
  groupCells: Record<string, string>;
}

export interface Sheet {
  /** The columns the file has: a column it leaves out is left as it is on update. */
  columns: Set<SheetColumn>;
  /** The headers of the price groups' columns ('Grup fiyatı: Bayi'), as the file writes them (decision 0285). */
  groupHeaders: string[];
  lines: SheetLine[];
}

/** Reads an uploaded CSV (`;`, `,` or tab; UTF-8 with or without BOM, or Windows-1254) or XLSX file. */
export async function readSheet(bytes: Uint8Array): Promise<Sheet> {
  const table = await readTable(bytes);
  const [header, ...body] = table;
  if (!header) throw invalid(m.empty);
  const headers = header.cells.map((h) => h.replace(/^\uFEFF/, '').trim());
  const isGroup = headers.map((h) => groupNameOfHeader(h) !== null);
  const names = header.cells.map((h, i) => (isGroup[i] ? '' : columnName(h)));
  const unknown = names.find((n) => n !== '' && !(SHEET_COLUMNS as readonly string[]).includes(n));
  if (unknown) throw invalid(m.unknownColumn(unknown));
  if (!names.includes('sku')) throw invalid(m.skuColumnMissing);
  const lines = body
    .filter((r) => r.cells.some((c) => c.trim() !== ''))
    .map((r) => ({
      line: r.line,
      // The apostrophe the export put before text that would run as a formula is dropped.
      cells: Object.fromEntries(names.flatMap((n, i) => (n ? [[n, textOfCell((r.cells[i] ?? '').trim())]] : []))),
      groupCells: Object.fromEntries(headers.flatMap((h, i) => (isGroup[i] ? [[h, (r.cells[i] ?? '').trim()]] : []))),
    }));
  if (lines.length === 0) throw invalid(m.empty);
  if (lines.length > MAX_IMPORT_ROWS) throw invalid(m.tooManyRows);
  return {
    columns: new Set(names.filter(Boolean) as SheetColumn[]),
    groupHeaders: headers.filter((_, i) => isGroup[i]),
    lines,
  };
}

export type Table = { line: number; cells: string[] }[];

/** The rows of an uploaded CSV or XLSX file as text cells, before any column is read (the product import, quick order). */
export const readTable = async (bytes: Uint8Array): Promise<Table> =>
  isZip(bytes) ? xlsxTable(bytes) : csvTable(decode(bytes));

const columnName = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLocaleLowerCase('tr-TR')
    .replace(/\s+/g, '_');

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/** UTF-8 when the bytes are valid UTF-8 (the BOM is dropped), else Turkish Excel's Windows-1254. */
function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1254').decode(bytes);
  }
}

/** The separator is the one the header line uses most (a header has no commas in its names). */
function csvTable(text: string): Table {
  // Control characters mean a binary file (a PDF, an old .xls), not text: say so rather than list its bytes as a column.
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (/[\u0000-\u0008\u000e-\u001f]/.test(text)) throw invalid(m.unreadable);
  const headerLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = [';', '\t', ',']
    .map((d) => [d, headerLine.split(d).length] as const)
    .sort((a, b) => b[1] - a[1])[0]![0];
  try {
    const records = parse(text, {
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map((r) => ({ line: r.info.lines, cells: r.record }));
  } catch {
    throw invalid(m.unreadable);
  }
}

/**
 * The first worksheet of an XLSX file, read as a stream; numbers lose float noise (46.900000000000006).
 * Each row's used width and position are checked before its cells are spread into an array as
 * wide as its last cell: a stray cell in column XFD made every row 16,384 cells (hundreds of MB
 * from a 17 KB file), so the first row beyond the limits stops the read, and memory and time stay
 * bounded by the limits whatever the sheet claims.
 */
async function xlsxTable(bytes: Uint8Array): Promise<Table> {
  const table: Table = [];
  try {
    const reader = new (await excelJs()).stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
      sharedStrings: 'cache',
      worksheets: 'emit',
    });
    for await (const sheet of reader) {
      let amountAt = new Set<number>();
      for await (const row of sheet) {
        if (row.number > MAX_SHEET_ROWS || row.cellCount > MAX_SHEET_COLUMNS) throw invalid(m.sheetTooWide);
        const values = (row.values as unknown[]).slice(1);
        const cells = Array.from(values, (value, i) => cellText(value, amountAt.has(i)));
        // Amounts: the price and the group prices.
        if (table.length === 0)
          amountAt = new Set(
            cells.flatMap((c, i) => (columnName(c) === 'price' || groupNameOfHeader(c) !== null ? [i] : [])),
          );
        table.push({ line: row.number, cells });
        if (table.length > MAX_IMPORT_ROWS + 1) throw invalid(m.tooManyRows);
      }
      break;
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw invalid(m.unreadable);
  }
  return table;
}

/**
 * A cell as text. A number in the price column (or a group price column) is rounded to the kuruş, as the exported
 * '#,##0.00' format shows it (a formula's 135.795 reads 135,80, never 135,795 as thousands);
 * other numbers keep their value without float noise.
 */
function cellText(value: unknown, amount = false): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number')
    return amount
      ? (Math.round(Number((value * 100).toPrecision(15))) / 100).toFixed(2)
      : String(Number(value.toFixed(10)));
  if (typeof value === 'boolean') return value ? 'evet' : 'hayır';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { result?: unknown; text?: unknown; richText?: { text: string }[] };
    if (v.richText) return v.richText.map((t) => t.text).join('');
    if (v.text !== undefined) return cellText(v.text, amount);
    if (v.result !== undefined) return cellText(v.result, amount);
  }
  return String(value);
}
