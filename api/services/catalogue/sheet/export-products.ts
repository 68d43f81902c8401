import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { Sql } from '#db/connection.ts';
import { SHEET_COLUMNS } from '#api/schemas/product-sheet.ts';
import { formatSheetAmount, formatSheetFlag } from './sheet-cells.ts';
import { exportRows, type ExportRow } from './export-rows.ts';
import { inertText } from '../../spreadsheet-text.ts';

export type CsvDelimiter = ';' | ',' | '\t';

/**
 * The catalogue as CSV: UTF-8 with BOM, `;` and decimal commas by default (what Turkish Excel opens).
 * Text that would run as a formula gets a leading apostrophe, which the import drops again.
 */
export function exportCsv(sql: Sql, delimiter: CsvDelimiter = ';'): ReadableStream<Uint8Array> {
  const comma = delimiter === ',';
  const records = Readable.from(
    (async function* () {
      for await (const batch of exportRows(sql)) {
        for (const r of batch) {
          yield SHEET_COLUMNS.map((c) => {
            const value = r[c];
            if (c === 'price') return comma ? r.price : formatSheetAmount(r.price);
            if (c === 'active') return formatSheetFlag(r.active);
            return typeof value === 'string' ? inertText(value) : (value ?? '');
          });
        }
      }
    })(),
  );
  const csv = stringify({
    delimiter,
    bom: true,
    header: true,
    columns: [...SHEET_COLUMNS],
    record_delimiter: 'windows',
  });
  records.on('error', (error) => csv.destroy(error));
  return Readable.toWeb(records.pipe(csv)) as ReadableStream<Uint8Array>;
}

/** The catalogue as an XLSX workbook, written row by row (amounts and counts as numbers). */
export function exportXlsx(sql: Sql): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Ürünler');
  sheet.columns = SHEET_COLUMNS.map((c) => ({
    header: c,
    key: c,
    width: WIDTHS[c] ?? 14,
    style: c === 'price' ? { numFmt: '#,##0.00' } : {},
  }));
  void (async () => {
    for await (const batch of exportRows(sql)) {
      for (const r of batch) sheet.addRow(xlsxValues(r)).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}

const WIDTHS: Partial<Record<(typeof SHEET_COLUMNS)[number], number>> = {
  product_name: 40,
  variant_name: 20,
  category_path: 30,
  description: 50,
  images: 40,
};

/** Amounts and counts as numbers; text inert, as in the CSV (a text cell an admin edits and confirms would run). */
function xlsxValues(r: ExportRow) {
  return {
    ...r,
    price: Number(r.price),
    active: formatSheetFlag(r.active),
    sku: inertText(r.sku ?? ''),
    product_name: inertText(r.product_name),
    variant_name: inertText(r.variant_name ?? ''),
    category_path: inertText(r.category_path),
    brand: inertText(r.brand ?? ''),
    description: inertText(r.description ?? ''),
    images: inertText(r.images),
  };
}
