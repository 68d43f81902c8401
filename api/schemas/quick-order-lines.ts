// How quick-order lines are read from what a buyer has: text pasted from Excel (tab-separated
// columns), `;` or `,` separated lines, or the rows of an uploaded CSV/XLSX file. Shared by the
// /hizli-siparis island (paste) and the API (file), so both read a row the same way.

export interface QuickLine {
  /** Where the buyer sees the line: the text's line or the file's row (1-based). */
  line: number;
  sku: string;
  /** A whole number, or the text as written when it is not one (the API reports it). */
  quantity: number | string;
}

export interface TableRow {
  line: number;
  cells: string[];
}

const CODE_HEADER = /^(ürün\s*kodu|stok\s*kodu|kod|sku|code|ürün|malzeme\s*kodu)$/iu;
const QUANTITY_HEADER = /^(adet|miktar|quantity|qty|sipariş\s*adedi|metre)$/iu;

/**
 * A quantity cell as a whole number: '12', '12,0', '12.0', '1.000' (Turkish thousands),
 * '100 m', '5 adet'. Quantities are whole (the cart counts units and metres whole), so '1,5'
 * stays text and is reported. An empty cell is 1.
 */
export function parseQuantityText(text: string): number | string {
  const trimmed = text.replace(/[\s\u00a0]+/g, ' ').trim();
  if (trimmed === '') return 1;
  const number = /^([\d.,]+)\s*[a-zçğıöşü.]*$/iu.exec(trimmed)?.[1];
  if (number === undefined) return trimmed;
  if (/^\d{1,3}(\.\d{3})+$/.test(number)) return Number(number.replace(/\./g, ''));
  const whole = /^(\d{1,9})([.,]0+)?$/.exec(number)?.[1];
  return whole === undefined ? trimmed : Number(whole);
}

/**
 * One pasted line's cells: Excel's tabs, else `;`, else the code and the quantity after its
 * last space or comma (a code may hold both: 'NYM 3x2,5,100' is 'NYM 3x2,5' and 100).
 */
export function cellsOfTextLine(text: string): string[] {
  if (text.includes('\t')) return text.split('\t');
  if (text.includes(';')) return text.split(';');
  const split = /^(.*\S)[\s,]+([^\s,]*\d[^\s,]*)$/.exec(text.trim());
  return split ? [split[1]!, split[2]!] : [text];
}

/**
 * The lines of a table: a first row naming its columns ('Ürün kodu', 'Adet'…) says where the
 * code and the quantity are and is skipped; without one, the code is the first column and the
 * quantity the second. Rows without a code are left out.
 */
export function linesFromRows(rows: TableRow[]): QuickLine[] {
  const filled = rows.filter((r) => r.cells.some((c) => c.trim() !== ''));
  const header = filled[0]?.cells.map((c) => c.replace(/^\uFEFF/, '').trim());
  const codeAt = header?.findIndex((c) => CODE_HEADER.test(c)) ?? -1;
  const quantityAt = header?.findIndex((c) => QUANTITY_HEADER.test(c)) ?? -1;
  const named = codeAt >= 0;
  const body = named ? filled.slice(1) : filled;
  const at = { code: named ? codeAt : 0, quantity: named ? quantityAt : 1 };
  return body.flatMap((r) => {
    const sku = (r.cells[at.code] ?? '').trim();
    if (sku === '') return [];
    return [{ line: r.line, sku, quantity: parseQuantityText(at.quantity < 0 ? '' : (r.cells[at.quantity] ?? '')) }];
  });
}

/** The lines of pasted text, numbered as the text's lines. */
export const linesFromText = (text: string): QuickLine[] =>
  linesFromRows(text.split(/\r?\n/).map((t, i) => ({ line: i + 1, cells: cellsOfTextLine(t) })));
