import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { openZip, ZipRefused, type ZipLimits, type ZipParts } from './zip-parts.ts';

// The first worksheet of an XLSX file as rows of cells, read as a stream under limits that hold
// whatever the file claims: each part's inflated size (zip-parts.ts), the number of shared
// strings, the sheet's used range, and the rows kept. Cells are never spread into arrays wider
// than the column limit, and the read stops at the first row past a limit.

export interface SheetLimits extends ZipLimits {
  maxSharedStrings: number;
  /** A cell with a value beyond this row or column refuses the file as out of range. */
  maxRowNumber: number;
  maxColumns: number;
  /** Rows with any value kept; one more stops the read. */
  maxRows: number;
}

export type Cell = string | number | boolean;
export interface SheetRow {
  /** The row's number in the sheet (1-based). */
  line: number;
  cells: Cell[];
}

/** A limit the file passes: its parts or shared strings ('size'), its used range, or its rows. */
export class SheetRefused extends Error {
  readonly reason: 'size' | 'range' | 'rows' | 'unreadable' | 'aborted';
  constructor(reason: 'size' | 'range' | 'rows' | 'unreadable' | 'aborted') {
    super(`sheet ${reason}`);
    this.reason = reason;
  }
}

/** The first worksheet's rows that hold a value, up to `limits.maxRows`. */
export async function readXlsxRows(bytes: Uint8Array, limits: SheetLimits, signal?: AbortSignal): Promise<SheetRow[]> {
  let zip: ZipParts | undefined;
  try {
    zip = await openZip(bytes, limits);
    const { sheet, sharedStrings } = await partsOfFirstSheet(zip, signal);
    const strings =
      sharedStrings && zip.has(sharedStrings) ? await readSharedStrings(zip, sharedStrings, limits, signal) : [];
    return await readSheetRows(zip, sheet, strings, limits, signal);
  } catch (error) {
    if (error instanceof ZipRefused) throw new SheetRefused(error.reason);
    if (error instanceof SheetRefused) throw error;
    throw new SheetRefused('unreadable');
  } finally {
    zip?.close();
  }
}

/** Streams a part through an XML parser; `handle` receives the parser to listen on. */
async function parsePart(
  zip: ZipParts,
  name: string,
  signal: AbortSignal | undefined,
  handle: (parser: SaxesParser) => void,
): Promise<void> {
  // No DTDs are expanded (saxes knows only XML's own five entities), so no entity can grow the text.
  const parser = new SaxesParser();
  handle(parser);
  // Without an error handler saxes throws malformed XML out of write(), which stops the read.
  await zip.readText(name, (text) => void parser.write(text), signal);
  parser.close();
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** The workbook's first sheet and its shared strings, as the workbook and its relationships name them. */
async function partsOfFirstSheet(zip: ZipParts, signal?: AbortSignal) {
  let firstSheetId: string | undefined;
  await parsePart(zip, 'xl/workbook.xml', signal, (parser) =>
    parser.on('opentag', (tag: SaxesTagPlain) => {
      if (firstSheetId !== undefined || localName(tag.name) !== 'sheet') return;
      const idKey = Object.keys(tag.attributes).find((k) => k !== 'sheetId' && localName(k) === 'id');
      firstSheetId = idKey ? String(tag.attributes[idKey]) : undefined;
    }),
  );
  const targets = new Map<string, string>();
  let sharedStrings: string | undefined;
  if (zip.has('xl/_rels/workbook.xml.rels'))
    await parsePart(zip, 'xl/_rels/workbook.xml.rels', signal, (parser) =>
      parser.on('opentag', (tag: SaxesTagPlain) => {
        if (localName(tag.name) !== 'Relationship') return;
        const target = String(tag.attributes.Target ?? '');
        const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
        targets.set(String(tag.attributes.Id ?? ''), path);
        if (String(tag.attributes.Type ?? '').endsWith('/sharedStrings')) sharedStrings = path;
      }),
    );
  const sheet = (firstSheetId && targets.get(firstSheetId)) || 'xl/worksheets/sheet1.xml';
  return { sheet, sharedStrings: sharedStrings ?? 'xl/sharedStrings.xml' };
}

/** The shared strings' texts (rich text runs joined, phonetic hints left out), at most `maxSharedStrings`. */
async function readSharedStrings(zip: ZipParts, name: string, limits: SheetLimits, signal?: AbortSignal) {
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let inPhonetic = false;
  await parsePart(zip, name, signal, (parser) => {
    parser.on('opentag', (tag: SaxesTagPlain) => {
      const n = localName(tag.name);
      if (n === 'si') current = '';
      else if (n === 't') inText = true;
      else if (n === 'rPh') inPhonetic = true;
    });
    parser.on('closetag', (tag: SaxesTagPlain) => {
      const n = localName(tag.name);
      if (n === 't') inText = false;
      else if (n === 'rPh') inPhonetic = false;
      else if (n === 'si') {
        if (strings.length >= limits.maxSharedStrings) throw new SheetRefused('size');
        strings.push(current ?? '');
        current = null;
      }
    });
    const onText = (text: string) => {
      if (inText && !inPhonetic && current !== null) current += text;
    };
    parser.on('text', onText);
    parser.on('cdata', onText);
  });
  return strings;
}

/** 'AB12' → 28 (1-based); null when the reference names no column. */
function columnOf(ref: string): number | null {
  const letters = /^([A-Z]{1,3})\d*$/.exec(ref)?.[1];
  if (!letters) return null;
  let n = 0;
  for (const c of letters) n = n * 26 + (c.charCodeAt(0) - 64);
  return n;
}

async function readSheetRows(
  zip: ZipParts,
  name: string,
  strings: string[],
  limits: SheetLimits,
  signal?: AbortSignal,
): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  let row: SheetRow | null = null;
  let lastLine = 0;
  let cell: { column: number; type: string; text: string; hasValue: boolean } | null = null;
  let lastColumn = 0;
  let inValue = false;
  let inPhonetic = false;
  await parsePart(zip, name, signal, (parser) => {
    parser.on('opentag', (tag: SaxesTagPlain) => {
      const n = localName(tag.name);
      if (n === 'row') {
        const line = Number(tag.attributes.r ?? lastLine + 1);
        lastLine = Number.isInteger(line) && line > 0 ? line : lastLine + 1;
        row = { line: lastLine, cells: [] };
        lastColumn = 0;
      } else if (n === 'c' && row) {
        const column = columnOf(String(tag.attributes.r ?? '')) ?? lastColumn + 1;
        lastColumn = column;
        cell = { column, type: String(tag.attributes.t ?? 'n'), text: '', hasValue: false };
      } else if (cell && (n === 'v' || n === 't')) {
        inValue = true;
        cell.hasValue = true;
      } else if (n === 'rPh') inPhonetic = true;
    });
    const onText = (text: string) => {
      if (cell && inValue && !inPhonetic) cell.text += text;
    };
    parser.on('text', onText);
    parser.on('cdata', onText);
    parser.on('closetag', (tag: SaxesTagPlain) => {
      const n = localName(tag.name);
      if (n === 'v' || n === 't') inValue = false;
      else if (n === 'rPh') inPhonetic = false;
      else if (n === 'c' && cell && row) {
        const value = cell.hasValue ? valueOf(cell.type, cell.text, strings) : '';
        if (value !== '') {
          if (row.line > limits.maxRowNumber || cell.column > limits.maxColumns) throw new SheetRefused('range');
          while (row.cells.length < cell.column - 1) row.cells.push('');
          row.cells[cell.column - 1] = value;
        }
        cell = null;
      } else if (n === 'row' && row) {
        if (row.cells.length > 0) {
          if (rows.length >= limits.maxRows) throw new SheetRefused('rows');
          rows.push(row);
        }
        row = null;
      }
    });
  });
  return rows;
}

/** A cell's value by its type: shared or inline text, a number, a yes/no, a date as its day. */
function valueOf(type: string, text: string, strings: string[]): Cell {
  switch (type) {
    case 's':
      return strings[Number(text)] ?? '';
    case 'b':
      return text === '1';
    case 'd':
      return text.slice(0, 10);
    case 'n': {
      const n = Number(text);
      return text.trim() !== '' && Number.isFinite(n) ? n : text;
    }
    default: // 'inlineStr', 'str' (a formula's text), 'e' (an error such as #DIV/0!)
      return text;
  }
}
