import { parse } from 'csv-parse/sync';
import { invalid } from '#api/core/errors.ts';
import { readXlsxRows, SheetRefused, type Cell, type SheetLimits } from '../../spreadsheet/xlsx-rows.ts';
import { textOfCell } from '../../spreadsheet-text.ts';
import { groupNameOfHeader } from './sheet-groups.ts';
import { attributeCodeOfHeader } from './sheet-attributes.ts';
import {
  MAX_IMPORT_BYTES,
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
  /** The attribute columns' cells, by header ('özellik:kesit'). */
  attributeCells: Record<string, string>;
}

export interface Sheet {
  /** The columns the file has: a column it leaves out is left as it is on update. */
  columns: Set<SheetColumn>;
  /** The headers of the price groups' columns ('Grup fiyatı: Bayi'), as the file writes them (decision 0285). */
  groupHeaders: string[];
  /** The headers of the attributes' columns ('özellik:kesit', decision 0387). */
  attributeHeaders: string[];
  lines: SheetLine[];
}

/** Reads an uploaded CSV (`;`, `,` or tab; UTF-8 with or without BOM, or Windows-1254) or XLSX file. */
export async function readSheet(bytes: Uint8Array, signal?: AbortSignal): Promise<Sheet> {
  const table = await readTable(bytes, PRODUCT_SHEET_LIMITS, signal).catch((error: unknown) => {
    if (!(error instanceof SheetRefused)) throw error;
    throw invalid(
      error.reason === 'rows' ? m.tooManyRows : error.reason === 'unreadable' ? m.unreadable : m.sheetTooWide,
    );
  });
  const [header, ...body] = table;
  if (!header) throw invalid(m.empty);
  const headers = header.cells.map((h) => h.replace(/^\uFEFF/, '').trim());
  const isGroup = headers.map((h) => groupNameOfHeader(h) !== null);
  const isAttribute = headers.map((h) => attributeCodeOfHeader(h) !== null);
  const names = header.cells.map((h, i) => (isGroup[i] || isAttribute[i] ? '' : columnName(h)));
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
      attributeCells: Object.fromEntries(
        headers.flatMap((h, i) => (isAttribute[i] ? [[h, textOfCell((r.cells[i] ?? '').trim())]] : [])),
      ),
    }));
  if (lines.length === 0) throw invalid(m.empty);
  if (lines.length > MAX_IMPORT_ROWS) throw invalid(m.tooManyRows);
  return {
    columns: new Set(names.filter(Boolean) as SheetColumn[]),
    groupHeaders: headers.filter((_, i) => isGroup[i]),
    attributeHeaders: headers.filter((_, i) => isAttribute[i]),
    lines,
  };
}

export type Table = { line: number; cells: string[] }[];

/** What reading one file may cost: the XLSX limits, and the records a CSV may hold. */
export interface TableLimits extends SheetLimits {
  /** Amount columns (read to the kuruş) by the header row's cells; none by default. */
  amountColumns?: (header: string[]) => Set<number>;
}

/**
 * The admin's product sheet: the import's rows and columns; each part may inflate to several
 * times the 20 MB upload (XML is wordy), and each row may hold a few distinct texts.
 */
export const PRODUCT_SHEET_LIMITS: TableLimits = {
  maxEntries: 1000,
  maxPartBytes: 8 * MAX_IMPORT_BYTES,
  maxSharedStrings: 20 * MAX_SHEET_ROWS,
  maxRowNumber: MAX_SHEET_ROWS,
  maxColumns: MAX_SHEET_COLUMNS,
  maxRows: MAX_IMPORT_ROWS + 1,
  // Amounts: the price and the group prices.
  amountColumns: (header) =>
    new Set(header.flatMap((c, i) => (columnName(c) === 'price' || groupNameOfHeader(c) !== null ? [i] : []))),
};

/**
 * The rows of an uploaded CSV or XLSX file as text cells, before any column is read (the product
 * import, quick order), within `limits`: a file past one is refused with a SheetRefused naming
 * which, and an aborted `signal` (the client left) stops the work.
 */
export const readTable = async (bytes: Uint8Array, limits: TableLimits, signal?: AbortSignal): Promise<Table> =>
  isZip(bytes) ? xlsxTable(bytes, limits, signal) : csvTable(decode(bytes), limits);

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
function csvTable(text: string, limits: TableLimits): Table {
  // Control characters mean a binary file (a PDF, an old .xls), not text: say so rather than list its bytes as a column.
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (/[\u0000-\u0008\u000e-\u001f]/.test(text)) throw new SheetRefused('unreadable');
  const headerLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = [';', '\t', ',']
    .map((d) => [d, headerLine.split(d).length] as const)
    .sort((a, b) => b[1] - a[1])[0]![0];
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      // One record past the limit says the file has too many; the parser stops there.
      to: limits.maxRows + 1,
    }) as unknown as typeof records;
  } catch {
    throw new SheetRefused('unreadable');
  }
  if (records.length > limits.maxRows) throw new SheetRefused('rows');
  return records.map((r) => ({ line: r.info.lines, cells: r.record }));
}

/** The first worksheet of an XLSX file (xlsx-rows.ts); numbers lose float noise (46.900000000000006). */
async function xlsxTable(bytes: Uint8Array, limits: TableLimits, signal?: AbortSignal): Promise<Table> {
  const rows = await readXlsxRows(bytes, limits, signal);
  const header = (rows[0]?.cells ?? []).map((c) => cellText(c));
  const amountAt = limits.amountColumns?.(header) ?? new Set<number>();
  return rows.map((r) => ({ line: r.line, cells: Array.from(r.cells, (c, i) => cellText(c, amountAt.has(i))) }));
}

/**
 * A cell as text. A number in the price column (or a group price column) is rounded to the kuruş, as the exported
 * '#,##0.00' format shows it (a formula's 135.795 reads 135,80, never 135,795 as thousands);
 * other numbers keep their value without float noise.
 */
function cellText(value: Cell | undefined, amount = false): string {
  if (value === undefined) return '';
  if (typeof value === 'number')
    return amount
      ? (Math.round(Number((value * 100).toPrecision(15))) / 100).toFixed(2)
      : String(Number(value.toFixed(10)));
  if (typeof value === 'boolean') return value ? 'evet' : 'hayır';
  return value;
}
