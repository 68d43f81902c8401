import type { Db, Sql, Tx } from '#db/connection.ts';
import { invalid, isDomainError } from '#api/core/errors.ts';
import { ATTRIBUTE_COLUMN_PREFIX, sheetMessages as m } from '#api/schemas/product-sheet.ts';
import {
  applyValueChanges,
  attributeDefinitions,
  valueFromText,
  type AttributeDefinitionRow,
  type ValueChange,
} from '../attributes/attribute-cells.ts';
import type { ProductPlan } from './import-plan.ts';
import type { SheetRow } from './sheet-rows.ts';

// The attributes' columns of the product sheet (issue 47, decision 0387): 'özellik:<code>', one per
// attribute after the sheet's own columns. A product row carries the product's value; a variant's
// row the variant's (its own, else the product's). Read back, values every row of a product agrees
// on belong to the product, others to each variant, so the round trip keeps what each row shows.

export interface SheetAttribute {
  definition: AttributeDefinitionRow;
  /** The header as the file writes it (errors name it so). */
  header: string;
}

/** A row's attribute cells: attribute id → the stored value, null to remove. */
export type AttributeCells = Map<number, { value: string; number: string | null } | null>;

const fold = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .toLocaleLowerCase('tr-TR');
const PREFIX = fold(ATTRIBUTE_COLUMN_PREFIX);

/** The attribute code a header stands for ('Özellik: kesit' → 'kesit'), or null when it is no attribute column. */
export function attributeCodeOfHeader(header: string): string | null {
  const h = fold(header).replace(/^ozellik:/, PREFIX);
  return h.startsWith(PREFIX) ? h.slice(PREFIX.length).trim() : null;
}

/** The attributes a file's columns name by code; a column naming none, or one twice, refuses the file. */
export async function sheetAttributes(sql: Sql, headers: string[]): Promise<SheetAttribute[]> {
  if (!headers.length) return [];
  const byCode = new Map((await attributeDefinitions(sql)).map((d) => [d.code, d]));
  const seen = new Set<number>();
  return headers.map((header) => {
    const definition = byCode.get(attributeCodeOfHeader(header) ?? '');
    if (!definition) throw invalid(m.unknownAttributeColumn(header));
    if (seen.has(definition.id)) throw invalid(m.attributeColumnTwice(header));
    seen.add(definition.id);
    return { definition, header };
  });
}

/** A row's cells read by each attribute's rule; a refused one is the row's error under its header. */
export function readAttributeCells(
  attributes: SheetAttribute[],
  cells: Record<string, string>,
  fail: (column: string, message: string) => void,
): AttributeCells {
  const read: AttributeCells = new Map();
  for (const { definition, header } of attributes) {
    const text = cells[header] ?? '';
    if (!text) {
      read.set(definition.id, null);
      continue;
    }
    try {
      read.set(definition.id, valueFromText(definition, text));
    } catch (error) {
      if (!isDomainError(error)) throw error;
      fail(header, error.message);
    }
  }
  return read;
}

interface CurrentValue {
  product_id: number;
  variant_id: number | null;
  attribute_id: number;
  value: string;
  number: string | null;
}

/**
 * What the written plan's rows change in the products' values. Per product and attribute column:
 * a product without variants takes its row's cell. With variants, when the file lists every variant
 * and all agree, the value is the product's (unless the variants alone carried it, then each
 * keeps it); otherwise each listed variant takes its cell, and a product value the unlisted
 * variants inherited moves onto them, so nothing they showed is lost.
 */
export async function attributeChanges(
  tx: Tx,
  plans: ProductPlan[],
  rows: Map<number, SheetRow>,
): Promise<ValueChange[]> {
  const products = plans.filter((p) => p.lines.some((l) => rows.get(l.line)?.attributes?.size));
  if (!products.length) return [];
  const ids = products.map((p) => p.id!);
  const [current, variants] = await Promise.all([
    tx<CurrentValue[]>`SELECT product_id, variant_id, attribute_id, value, number::text FROM product_attribute_values
      WHERE product_id = ANY(${ids}::int[])`,
    tx<
      { id: number; product_id: number }[]
    >`SELECT id, product_id FROM product_variants WHERE product_id = ANY(${ids}::int[])`,
  ]);
  const changes: ValueChange[] = [];
  for (const plan of products) {
    const productId = plan.id!;
    const own = (variantId: number | null, attributeId: number) =>
      current.find((c) => c.product_id === productId && c.variant_id === variantId && c.attribute_id === attributeId);
    const listed = plan.lines.flatMap(({ line }) => {
      const row = rows.get(line);
      const variant = plan.variants.find((v) => v.line === line);
      return row?.attributes ? [{ variantId: variant?.id ?? null, cells: row.attributes }] : [];
    });
    const all = variants.filter((v) => v.product_id === productId).map((v) => v.id);
    const attributeIds = new Set(listed.flatMap((l) => [...l.cells.keys()]));
    for (const attributeId of attributeIds) {
      const set = (variantId: number | null, stored: ValueChange['stored']) =>
        changes.push({ productId, variantId, attributeId, stored });
      if (all.length === 0) {
        set(null, listed.find((l) => l.variantId === null)?.cells.get(attributeId) ?? null);
        continue;
      }
      const cells = listed
        .filter((l) => l.variantId !== null)
        .map((l) => [l.variantId!, l.cells.get(attributeId) ?? null] as const);
      const same = new Set(cells.map(([, c]) => c?.value ?? '')).size === 1;
      const everyVariant = all.every((id) => cells.some(([v]) => v === id));
      const productValue = own(null, attributeId);
      const onVariantsOnly = !productValue && all.some((id) => own(id, attributeId));
      if (everyVariant && same && !onVariantsOnly) {
        set(null, cells[0]![1]);
        for (const id of all) set(id, null);
        continue;
      }
      if (productValue) {
        set(null, null);
        for (const id of all)
          if (!own(id, attributeId)) set(id, { value: productValue.value, number: productValue.number });
      }
      for (const [variantId, cell] of cells) set(variantId, cell);
    }
  }
  return changes;
}

/**
 * The existing products whose technical values the file changes, read before anything is written
 * (the summary counts their rows as updated, dry run or not). A new variant's row is left out: it
 * counts as created, and its values are only known once it has an id.
 */
export async function valuesChangedBefore(
  tx: Tx,
  plans: ProductPlan[],
  rows: Map<number, SheetRow>,
): Promise<Set<number>> {
  const existing = plans.filter((p) => p.id !== null);
  const newVariantLines = new Set(existing.flatMap((p) => p.variants.filter((v) => v.id === null).map((v) => v.line)));
  const known = new Map([...rows].filter(([line]) => !newVariantLines.has(line)));
  return applyValueChanges(tx, await attributeChanges(tx, existing, known), { write: false });
}

/** The export's attribute cells of the products after `after` up to `last`, by 'product:variant' (0: the product's own). */
export async function attributeTextsOf(
  sql: Db,
  after: number,
  last: number,
): Promise<Map<string, Map<number, string>>> {
  const rows = await sql<{ product_id: number; variant_id: number | null; attribute_id: number; value: string }[]>`
    SELECT product_id, variant_id, attribute_id, value FROM product_attribute_values
    WHERE product_id > ${after} AND product_id <= ${last}`;
  const byRow = new Map<string, Map<number, string>>();
  for (const r of rows) {
    const key = `${r.product_id}:${r.variant_id ?? 0}`;
    if (!byRow.has(key)) byRow.set(key, new Map());
    byRow.get(key)!.set(r.attribute_id, r.value);
  }
  return byRow;
}
