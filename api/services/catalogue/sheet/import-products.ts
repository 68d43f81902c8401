import type { Sql } from '#db/connection.ts';
import type { UploadStore } from '#api/storage/upload-store.ts';
import { conflict } from '#api/core/errors.ts';
import { sheetMessages as m, type ImportSummary, type RowError } from '#api/schemas/product-sheet.ts';
import { readSheet } from './read-sheet.ts';
import { checkRows, type SheetRow } from './sheet-rows.ts';
import { countRows, planImport } from './import-plan.ts';
import { writePlan } from './import-write.ts';
import { lockGroups, sheetGroups } from './sheet-groups.ts';
import { attributeChanges, sheetAttributes, valuesChangedBefore } from './sheet-attributes.ts';
import { applyValueChanges } from '../attributes/attribute-cells.ts';
import { channelChanges, channelErrors, writeChannelChanges } from './sheet-channels.ts';

export interface ImportOptions {
  /** Plan and report, write nothing. */
  dryRun: boolean;
  /** Write the good rows and report the bad ones; otherwise any error means nothing is written. */
  skipBadRows: boolean;
  /** Aborted when the admin's browser leaves: the file's read stops there. */
  signal?: AbortSignal;
}

export interface ImportResult extends ImportSummary {
  /** False when errors stopped a real run (nothing was written). */
  applied: boolean;
}

/** Imports a product spreadsheet in one transaction: all rows or (unless asked to skip bad rows) none. */
export async function importProducts(
  sql: Sql,
  store: UploadStore,
  bytes: Uint8Array,
  options: ImportOptions,
): Promise<ImportResult> {
  const sheet = await readSheet(bytes, options.signal);
  const groups = await sheetGroups(sql, sheet.groupHeaders);
  const attributes = await sheetAttributes(sql, sheet.attributeHeaders);
  const checked = checkRows(sheet, groups, attributes);
  const { rows, errors: imageErrors } = await withExistingImages(store, checked.rows);
  let result: ImportResult;
  try {
    result = await sql.begin(async (tx) => {
      await lockGroups(tx, groups);
      // A row whose barcode is refused is left out whole, before anything of it is planned.
      const barcodeErrors = await channelErrors(tx, rows);
      const refused = new Set(barcodeErrors.map((e) => e.row));
      const good = rows.filter((r) => !refused.has(r.line));
      const plan = await planImport(tx, good);
      const errors = [...checked.errors, ...imageErrors, ...barcodeErrors, ...plan.errors].sort(
        (a, b) => a.row - b.row,
      );
      const byLine = new Map(good.map((r) => [r.line, r]));
      const changedBefore = await valuesChangedBefore(tx, plan.products, byLine);
      for (const c of await channelChanges(tx, plan.products, byLine)) changedBefore.add(c.productId);
      const counts = countRows(plan.products, changedBefore);
      const summary = {
        ...counts,
        errors,
        categoriesCreated: plan.categories.missingCount,
        dryRun: options.dryRun,
        skipped: new Set(errors.map((e) => e.row)).size,
      };
      if (options.dryRun) return { ...summary, applied: false };
      if (errors.length && !options.skipBadRows)
        return { ...summary, created: 0, updated: 0, unchanged: 0, categoriesCreated: 0, skipped: 0, applied: false };
      await writePlan(tx, plan.products, await plan.categories.create());
      await applyValueChanges(tx, await attributeChanges(tx, plan.products, byLine));
      await writeChannelChanges(tx, await channelChanges(tx, plan.products, byLine));
      return { ...summary, applied: true };
    });
  } catch (error) {
    // Another admin saved the same SKU or slug while the import ran.
    if ((error as { code?: string }).code === '23505')
      throw conflict('Katalog içe aktarma sırasında değişti; lütfen yeniden deneyin');
    throw error;
  }
  // A bulk load leaves the planner's statistics behind (autovacuum may be off): refresh them.
  if (result.applied && result.created + result.updated > 1000)
    await sql`ANALYZE products, product_variants, product_categories, product_images`;
  return result;
}

/** Rows whose images all exist in the upload store; the others become errors. */
async function withExistingImages(
  store: UploadStore,
  rows: SheetRow[],
): Promise<{ rows: SheetRow[]; errors: RowError[] }> {
  const names = [...new Set(rows.flatMap((r) => r.images ?? []))];
  const exists = new Map(await Promise.all(names.map(async (n) => [n, await store.hasItem(n)] as const)));
  const errors: RowError[] = [];
  const good = rows.filter((r) => {
    const missing = (r.images ?? []).filter((n) => !exists.get(n));
    for (const n of missing)
      errors.push({ row: r.line, column: 'images', message: m.imageMissing(n.replace(/^img\//, '')) });
    return missing.length === 0;
  });
  return { rows: good, errors };
}
