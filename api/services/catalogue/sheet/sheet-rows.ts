import {
  LIST_SEPARATOR,
  PATH_SEPARATOR,
  VAT_RATES,
  sheetMessages as m,
  type RowError,
  type SheetColumn,
} from '#api/schemas/product-sheet.ts';
import { BARCODE_PATTERN } from '#api/schemas/marketplace.ts';
import { parseAmount, parseFlag, parseMeasure, parseWholeNumber } from './sheet-cells.ts';
import type { Sheet } from './read-sheet.ts';
import type { GroupCells, SheetGroup } from './sheet-groups.ts';
import { readAttributeCells, type AttributeCells, type SheetAttribute } from './sheet-attributes.ts';

/**
 * A checked spreadsheet row. A field is undefined when its column is absent or, for the
 * numbers and the active flag, its cell is empty: the current value stays (a new row takes
 * the default). An empty text cell of a present column clears the value.
 */
export interface SheetRow {
  line: number;
  sku: string;
  productName?: string;
  variantName?: string | null;
  categoryPaths?: string[][];
  brand?: string | null;
  /** '1249.90' */
  price?: string;
  stock?: number;
  vatRate?: number;
  minOrderQuantity?: number;
  orderStep?: number;
  active?: boolean;
  description?: string | null;
  /** Names of uploaded images, e.g. 'img/0a1b…-800.webp'. */
  images?: string[];
  /** Shipping measures as the database writes them ('2.500' kg, '30.0' cm); undefined: they stay. */
  weightKg?: string;
  widthCm?: string;
  lengthCm?: string;
  heightCm?: string;
  /** The file's group columns (absent: none): a price sets the group's explicit price, an empty cell removes it. */
  groupPrices?: GroupCells;
  /** The file's attribute columns (absent: none): a value sets it, an empty cell removes it (sheet-attributes.ts). */
  attributes?: AttributeCells;
  /** The row's item's barcode (sheet-channels.ts); null: an empty cell removes it, undefined: it stays. */
  barcode?: string | null;
  /** Whether the row's item is sold on Trendyol; undefined (no column, an empty cell): it stays. */
  trendyol?: boolean;
}

/**
 * Checks every cell; rows with an error are reported and left out. `groups`: the file's group
 * columns (sheet-groups.ts); `attributes`: its attribute columns (sheet-attributes.ts).
 */
export function checkRows(
  sheet: Sheet,
  groups: SheetGroup[] = [],
  attributes: SheetAttribute[] = [],
): { rows: SheetRow[]; errors: RowError[] } {
  const rows: SheetRow[] = [];
  const errors: RowError[] = [];
  const firstLineOfSku = new Map<string, number>();
  const firstLineOfBarcode = new Map<string, number>();
  for (const { line, cells, groupCells, attributeCells } of sheet.lines) {
    const rowErrors: RowError[] = [];
    const fail = (column: SheetColumn, message: string) => rowErrors.push({ row: line, column, message });
    const has = (c: SheetColumn) => sheet.columns.has(c);
    const cell = (c: SheetColumn) => cells[c] ?? '';
    const row: SheetRow = { line, sku: cell('sku') };

    if (!row.sku) fail('sku', m.skuRequired);
    else if (row.sku.length > 100) fail('sku', m.skuTooLong);
    else if (firstLineOfSku.has(row.sku)) fail('sku', m.skuTwice(firstLineOfSku.get(row.sku)!));
    else firstLineOfSku.set(row.sku, line);

    if (has('product_name') && cell('product_name')) {
      row.productName = cell('product_name');
      if (row.productName.length > 300) fail('product_name', m.nameTooLong);
    }
    if (has('variant_name')) {
      row.variantName = cell('variant_name') || null;
      if ((row.variantName?.length ?? 0) > 200) fail('variant_name', m.variantNameTooLong);
    }
    if (has('category_path'))
      row.categoryPaths = categoryPaths(cell('category_path'), (msg) => fail('category_path', msg));
    if (has('brand')) row.brand = cell('brand').slice(0, 100) || null;
    if (has('description')) row.description = cell('description') || null;
    if (has('images')) row.images = imageNames(cell('images'), (msg) => fail('images', msg));

    const number = <T>(c: SheetColumn, parse: (text: string) => T | null, message: string): T | undefined => {
      if (!cell(c)) return undefined;
      const value = parse(cell(c));
      if (value === null) fail(c, message);
      return value ?? undefined;
    };
    row.price = number('price', parseAmount, m.price);
    row.stock = number('stock', (t) => parseWholeNumber(t), m.stock);
    row.vatRate = number(
      'vat_rate',
      (t) => {
        const n = parseWholeNumber(t.replace(/^%/, ''));
        return n !== null && (VAT_RATES as readonly number[]).includes(n) ? n : null;
      },
      m.vatRate,
    );
    row.minOrderQuantity = number('min_order_quantity', (t) => parseWholeNumber(t, 1), m.minOrder);
    row.orderStep = number(
      'order_step',
      (t) => {
        const n = parseWholeNumber(t, 1);
        return n !== null && n <= 9999 ? n : null;
      },
      m.orderStep,
    );
    row.active = number('active', parseFlag, m.active);
    row.weightKg = number('weight_kg', (t) => parseMeasure(t, 3), m.weightKg);
    row.widthCm = number('width_cm', (t) => parseMeasure(t, 1), m.dimension);
    row.lengthCm = number('length_cm', (t) => parseMeasure(t, 1), m.dimension);
    row.heightCm = number('height_cm', (t) => parseMeasure(t, 1), m.dimension);
    // The three dimensions give the desi together (a partial set would leave the product's half-changed).
    const dimensions = [cell('width_cm'), cell('length_cm'), cell('height_cm')];
    if (dimensions.some(Boolean) && !dimensions.every(Boolean)) fail('width_cm', m.dimensionsIncomplete);
    if (groups.length) {
      row.groupPrices = new Map();
      for (const g of groups) {
        const text = groupCells[g.header] ?? '';
        const price = text ? parseAmount(text) : null;
        if (text && price === null) rowErrors.push({ row: line, column: g.header, message: m.groupPrice });
        row.groupPrices.set(g.id, price);
      }
    }

    row.trendyol = number('trendyol', parseFlag, m.trendyol);
    if (has('barcode')) {
      row.barcode = cell('barcode') || null;
      if (row.barcode === null) {
        if (row.trendyol) fail('barcode', m.barcodeNeeded);
      } else if (!BARCODE_PATTERN.test(row.barcode)) fail('barcode', m.barcodeFormat);
      else if (firstLineOfBarcode.has(row.barcode))
        fail('barcode', m.barcodeTwice(row.barcode, firstLineOfBarcode.get(row.barcode)!));
      else firstLineOfBarcode.set(row.barcode, line);
    }

    if (attributes.length)
      row.attributes = readAttributeCells(attributes, attributeCells, (column, message) =>
        rowErrors.push({ row: line, column, message }),
      );

    if (rowErrors.length) errors.push(...rowErrors);
    else rows.push(row);
  }
  return { rows, errors };
}

/** 'Kablolar > NYY Kablolar | Aydınlatma' → [['Kablolar', 'NYY Kablolar'], ['Aydınlatma']]. */
function categoryPaths(text: string, fail: (message: string) => void): string[][] {
  const paths = text
    .split(LIST_SEPARATOR)
    .map((p) => p.split(PATH_SEPARATOR).map((n) => n.trim()))
    .filter((p) => p.some(Boolean));
  for (const path of paths) {
    if (path.length > 2) fail(m.categoryDepth);
    else if (path.some((n) => n === '' || n.length > 200)) fail(m.categoryName);
  }
  return paths;
}

/**
 * Image cells name images already uploaded: '/uploads/img/…-800.webp', 'img/…-800.webp' or
 * '…-800.webp'. An address on another host is refused: the server never fetches URLs.
 */
function imageNames(text: string, fail: (message: string) => void): string[] {
  const names: string[] = [];
  for (const raw of text
    .split(LIST_SEPARATOR)
    .map((n) => n.trim())
    .filter(Boolean)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith('//')) {
      fail(m.imageUrl);
      continue;
    }
    const name = raw.replace(/^\/?(uploads\/)?(img\/)?/, '');
    if (!/^[a-z0-9][a-z0-9_.-]*$/i.test(name)) fail(m.imageMissing(raw));
    else names.push(`img/${name}`);
  }
  return [...new Set(names)];
}
