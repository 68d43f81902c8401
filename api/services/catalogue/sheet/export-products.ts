import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { excelJs } from '#api/core/rare-libraries.ts';
import type { Sql } from '#db/connection.ts';
import { SHEET_COLUMNS, attributeColumn, groupColumn, type SheetColumn } from '#api/schemas/product-sheet.ts';
import type { AttributeKind } from '#api/schemas/attributes.ts';
import { attributeDefinitions, type AttributeDefinitionRow } from '../attributes/attribute-cells.ts';
import { formatSheetAmount, formatSheetFlag } from './sheet-cells.ts';
import { exportRows, type ExportRow } from './export-rows.ts';
import { inertText } from '../../spreadsheet-text.ts';
import { priceGroupsInOrder } from './sheet-groups.ts';

export type CsvDelimiter = ';' | ',' | '\t';

/**
 * The catalogue as CSV: UTF-8 with BOM, `;` and decimal commas by default (what Turkish Excel opens).
 * Text that would run as a formula gets a leading apostrophe, which the import drops again. The
 * header is the first record, as it waits for the price groups' names.
 */
export function exportCsv(sql: Sql, delimiter: CsvDelimiter = ';'): ReadableStream<Uint8Array> {
  const comma = delimiter === ',';
  const amount = (value: string) => (comma ? value : formatSheetAmount(value));
  const records = Readable.from(
    (async function* () {
      const groups = await priceGroupsInOrder(sql);
      const columns = sheetColumns(groups, await attributeDefinitions(sql));
      yield columns.map((c) => c.header);
      for await (const batch of exportRows(sql, groups.length > 0)) {
        for (const r of batch) {
          yield columns.map((col) => {
            if (col.attribute) {
              const value = r.attributes.get(col.attribute.id);
              return value === undefined ? '' : attributeText(col.attribute.kind, value, amount);
            }
            if (col.groupId !== undefined) {
              const price = r.groupPrices.get(col.groupId);
              return price === undefined ? '' : amount(price);
            }
            const c = col.column;
            const value = r[c];
            if (c === 'price') return amount(r.price);
            if (c === 'active' || c === 'trendyol') return formatSheetFlag(r[c]);
            if (isMeasure(c)) return value === null ? '' : amount(String(value));
            return typeof value === 'string' ? inertText(value) : (value ?? '');
          });
        }
      }
    })(),
  );
  const csv = stringify({ delimiter, bom: true, record_delimiter: 'windows' });
  records.on('error', (error) => csv.destroy(error));
  return Readable.toWeb(records.pipe(csv)) as ReadableStream<Uint8Array>;
}

/** The shipping measures: decimals like amounts (a comma in the ; CSV, numbers in XLSX). */
const MEASURES = ['weight_kg', 'width_cm', 'length_cm', 'height_cm'] as const satisfies readonly SheetColumn[];
const isMeasure = (c: SheetColumn) => (MEASURES as readonly SheetColumn[]).includes(c);
const measureNumbers = (r: Pick<ExportRow, (typeof MEASURES)[number]>) =>
  Object.fromEntries(MEASURES.map((c) => [c, r[c] === null ? null : Number(r[c])]));

/**
 * A column of the export: one of the sheet's, (with `groupId`) a price group's, an amount as `price`
 * is, or (with `attribute`) an attribute's.
 */
type ExportColumn = { column: SheetColumn; header: string; groupId?: number; attribute?: AttributeDefinitionRow };

/** The sheet's columns, each price group's right after `price` (decision 0285), then one per attribute (decision 0387). */
function sheetColumns(groups: { id: number; name: string }[], attributes: AttributeDefinitionRow[]): ExportColumn[] {
  return [
    ...SHEET_COLUMNS.flatMap((column): ExportColumn[] => [
      { column, header: column },
      ...(column === 'price'
        ? groups.map((g) => ({ column: 'price' as const, header: groupColumn(g.name), groupId: g.id }))
        : []),
    ]),
    ...attributes.map((a) => ({ column: 'sku' as const, header: attributeColumn(a.code), attribute: a })),
  ];
}

/** A stored value as the sheet writes it: a number with the amount's decimal mark, a choice's code, evet/hayır. */
function attributeText(kind: AttributeKind, value: string, decimal: (text: string) => string): string {
  if (kind === 'number') return decimal(value);
  if (kind === 'boolean') return formatSheetFlag(value === 'true');
  return value;
}

/** The catalogue as an XLSX workbook, written row by row (amounts and counts as numbers). */
export function exportXlsx(sql: Sql): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  void (async () => {
    const ExcelJS = await excelJs();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet('Ürünler');
    const groups = await priceGroupsInOrder(sql);
    const attributes = await attributeDefinitions(sql);
    sheet.columns = sheetColumns(groups, attributes).map(({ column: c, header, groupId, attribute }) => ({
      header,
      key: attribute ? `attribute${attribute.id}` : groupId === undefined ? c : `group${groupId}`,
      width: groupId === undefined && !attribute ? (WIDTHS[c] ?? 14) : 16,
      style: c === 'price' && !attribute ? { numFmt: '#,##0.00' } : {},
    }));
    for await (const batch of exportRows(sql, groups.length > 0)) {
      for (const r of batch) sheet.addRow(xlsxValues(r, attributes)).commit();
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
function xlsxValues({ groupPrices, attributes: values, ...r }: ExportRow, attributes: AttributeDefinitionRow[]) {
  return {
    ...r,
    ...Object.fromEntries([...groupPrices].map(([id, price]) => [`group${id}`, Number(price)])),
    // Numbers as numbers (Excel shows its own decimal mark), other values as the CSV writes them.
    ...Object.fromEntries(
      attributes.flatMap((a) => {
        const value = values.get(a.id);
        if (value === undefined) return [];
        return [[`attribute${a.id}`, a.kind === 'number' ? Number(value) : attributeText(a.kind, value, (t) => t)]];
      }),
    ),
    price: Number(r.price),
    ...measureNumbers(r),
    active: formatSheetFlag(r.active),
    trendyol: formatSheetFlag(r.trendyol),
    barcode: inertText(r.barcode ?? ''),
    sku: inertText(r.sku ?? ''),
    product_name: inertText(r.product_name),
    variant_name: inertText(r.variant_name ?? ''),
    category_path: inertText(r.category_path),
    brand: inertText(r.brand ?? ''),
    description: inertText(r.description ?? ''),
    images: inertText(r.images),
  };
}
