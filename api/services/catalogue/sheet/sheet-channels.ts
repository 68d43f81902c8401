import type { NoRows, Tx } from '#db/connection.ts';
import { sheetMessages as m, type RowError } from '#api/schemas/product-sheet.ts';
import { barcodeOwners, lockBarcodes, setListed } from '#api/features/marketplace/index.ts';
import type { ProductPlan } from './import-plan.ts';
import type { SheetRow } from './sheet-rows.ts';

// The Trendyol channel's columns of the product sheet (issue 51, decision 0434): 'barcode' and
// 'trendyol' (evet/hayır) for each row's item, a variant or a product without variants. The rules
// are the channels screen's (PUT /api/admin/products/{id}/channels, features/marketplace/listings.ts):
// a barcode is unique across products and variants, and an item is sold there only with one. Moving
// a barcode from one item to another takes two files (clear it, then give it), as on that screen.

/** One item's channel change: a field left undefined stays as it is. */
export interface ChannelChange {
  productId: number;
  variantId: number | null;
  barcode?: string | null;
  listed?: boolean;
}

/**
 * The rows whose barcode another product or variant carries, or which put on Trendyol an item
 * without a barcode; each is the row's error (checkRows already refused a barcode twice in the
 * file). Takes the barcode lock first: it is held until the import's transaction ends, so no
 * other writer gives the same barcode meanwhile.
 */
export async function channelErrors(tx: Tx, rows: SheetRow[]): Promise<RowError[]> {
  const withBarcode = rows.filter((r) => r.barcode);
  const listedWithout = rows.filter((r) => r.trendyol && r.barcode === undefined);
  // A barcode cleared on an item that stays on Trendyol (its column left empty).
  const clearedListed = rows.filter((r) => r.barcode === null && r.trendyol === undefined);
  if (!withBarcode.length && !listedWithout.length && !clearedListed.length) return [];
  await lockBarcodes(tx);
  const errors: RowError[] = [];
  const owners = await barcodeOwners(
    tx,
    withBarcode.map((r) => r.barcode!),
  );
  for (const row of withBarcode) {
    const other = owners.find((o) => o.barcode === row.barcode && o.sku !== row.sku);
    if (other) errors.push({ row: row.line, column: 'barcode', message: m.barcodeTaken(row.barcode!, other.owner) });
  }
  if (listedWithout.length) {
    const skus = listedWithout.map((r) => r.sku);
    const carrying = new Set(
      (
        await tx<{ sku: string }[]>`
          SELECT sku FROM products WHERE sku = ANY(${skus}) AND barcode IS NOT NULL
          UNION ALL SELECT sku FROM product_variants WHERE sku = ANY(${skus}) AND barcode IS NOT NULL`
      ).map((r) => r.sku),
    );
    for (const row of listedWithout)
      if (!carrying.has(row.sku)) errors.push({ row: row.line, column: 'barcode', message: m.barcodeNeeded });
  }
  if (clearedListed.length) {
    const skus = clearedListed.map((r) => r.sku);
    const listed = new Set(
      (
        await tx<{ sku: string }[]>`
          SELECT p.sku FROM channel_listings l JOIN products p ON p.id = l.product_id
          WHERE l.listed AND l.variant_id IS NULL AND p.sku = ANY(${skus})
          UNION ALL SELECT v.sku FROM channel_listings l JOIN product_variants v ON v.id = l.variant_id
          WHERE l.listed AND v.sku = ANY(${skus})`
      ).map((r) => r.sku),
    );
    for (const row of clearedListed)
      if (listed.has(row.sku)) errors.push({ row: row.line, column: 'barcode', message: m.barcodeNeeded });
  }
  return errors;
}

/** What the rows change in their items' barcodes and listings (items not yet written are left out). */
export async function channelChanges(
  tx: Tx,
  plans: ProductPlan[],
  rows: Map<number, SheetRow>,
): Promise<ChannelChange[]> {
  const wanted = plans.flatMap((plan) =>
    plan.id === null
      ? []
      : plan.lines.flatMap(({ line }) => {
          const row = rows.get(line);
          if (!row || (row.barcode === undefined && row.trendyol === undefined)) return [];
          const variant = plan.variants.find((v) => v.line === line);
          if (variant && variant.id === null) return [];
          return [{ productId: plan.id!, variantId: variant?.id ?? null, row }];
        }),
  );
  if (!wanted.length) return [];
  const current = await tx<
    { product_id: number; variant_id: number | null; barcode: string | null; listed: boolean }[]
  >`
    SELECT p.id AS product_id, v.id AS variant_id, CASE WHEN v.id IS NULL THEN p.barcode ELSE v.barcode END AS barcode,
      coalesce(l.listed, false) AS listed
    FROM products p
    LEFT JOIN product_variants v ON v.product_id = p.id
    LEFT JOIN channel_listings l ON l.channel = 'trendyol' AND l.product_id = p.id AND coalesce(l.variant_id, 0) = coalesce(v.id, 0)
    WHERE p.id = ANY(${[...new Set(wanted.map((w) => w.productId))]}::int[])`;
  const changes: ChannelChange[] = [];
  for (const { productId, variantId, row } of wanted) {
    const now = current.find((c) => c.product_id === productId && c.variant_id === variantId);
    if (!now) continue;
    const change: ChannelChange = { productId, variantId };
    if (row.barcode !== undefined && row.barcode !== now.barcode) change.barcode = row.barcode;
    if (row.trendyol !== undefined && row.trendyol !== now.listed) change.listed = row.trendyol;
    if (change.barcode !== undefined || change.listed !== undefined) changes.push(change);
  }
  return changes;
}

/** Writes the changes: barcodes first (a listing needs its item's), then the listings. */
export async function writeChannelChanges(tx: Tx, changes: ChannelChange[]): Promise<void> {
  // Cleared barcodes go before given ones, so a code moving within one product finds its index free.
  const ordered = [...changes].sort((a, b) => Number(a.barcode != null) - Number(b.barcode != null));
  for (const c of ordered) {
    if (c.barcode === undefined) continue;
    if (c.variantId === null)
      await tx<NoRows>`UPDATE products SET barcode = ${c.barcode}, updated_at = now() WHERE id = ${c.productId}`;
    else await tx<NoRows>`UPDATE product_variants SET barcode = ${c.barcode} WHERE id = ${c.variantId}`;
  }
  for (const c of changes) if (c.listed !== undefined) await setListed(tx, c.productId, c.variantId, c.listed);
}
