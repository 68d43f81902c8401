import type { NoRows, Sql, Tx } from '#db/connection.ts';
import { conflict, invalid, notFound } from '../../core/errors.ts';
import {
  channelMessages as m,
  type ChannelName,
  type ProductChannels,
  type ProductChannelsInput,
} from '../../schemas/marketplace.ts';

// Which of a product's items are sold on a channel, and the barcodes the marketplace knows them by
// (decision 0412). A barcode is unique across products and variants: each table's unique index
// holds within it, and one advisory lock taken by every barcode writer holds across the two.
// Writing a barcode fires products_channel_note / product_variants_channel_note (db/README.md).

const BARCODE_LOCK = 51_0001;

export async function productChannels(sql: Sql, productId: number, enabled: boolean): Promise<ProductChannels> {
  const [product] = await sql<{ id: number }[]>`SELECT id FROM products WHERE id = ${productId}`;
  if (!product) throw notFound(m.productNotFound);
  const items = await sql<ProductChannels['items']>`
    WITH items AS (
      SELECT NULL::int AS variant_id, 'Ürün' AS name, p.barcode, -1 AS sort_order
      FROM products p WHERE p.id = ${productId}
        AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)
      UNION ALL
      SELECT v.id, v.name, v.barcode, v.sort_order FROM product_variants v WHERE v.product_id = ${productId})
    SELECT i.variant_id AS "variantId", i.name, i.barcode, coalesce(l.listed, false) AS trendyol, l.error
    FROM items i
    LEFT JOIN channel_listings l ON l.channel = 'trendyol' AND l.product_id = ${productId}
      AND coalesce(l.variant_id, 0) = coalesce(i.variant_id, 0)
    ORDER BY i.sort_order, i.variant_id`;
  return { enabled, items };
}

/** Sets the barcodes of the given items and puts them on or takes them off Trendyol. */
export async function setProductChannels(
  sql: Sql,
  productId: number,
  input: ProductChannelsInput,
  enabled: boolean,
): Promise<ProductChannels> {
  const seen = new Set<string>();
  for (const item of input.items) {
    const key = String(item.variantId);
    if (seen.has(key)) throw invalid(m.duplicateItem);
    seen.add(key);
    if (item.trendyol && !item.barcode) throw invalid(m.barcodeNeeded);
  }
  const codes = input.items.flatMap((i) => (i.barcode ? [i.barcode] : []));
  const repeated = codes.find((c, i) => codes.indexOf(c) !== i);
  if (repeated) throw invalid(m.barcodeRepeated(repeated));
  await sql.begin(async (tx) => {
    await lockBarcodes(tx);
    const [product] = await tx<{ id: number; variants: number[] }[]>`
      SELECT p.id, ARRAY(SELECT v.id FROM product_variants v WHERE v.product_id = p.id) AS variants
      FROM products p WHERE p.id = ${productId} FOR NO KEY UPDATE`;
    if (!product) throw notFound(m.productNotFound);
    for (const item of input.items) {
      if (item.variantId === null && product.variants.length > 0) throw invalid(m.variantNeeded);
      if (item.variantId !== null && !product.variants.includes(item.variantId)) throw invalid(m.variantNotFound);
    }
    await checkBarcodesFree(tx, productId, input);
    for (const item of input.items) await writeItem(tx, productId, item);
  });
  return productChannels(sql, productId, enabled);
}

/** Every barcode writer (this screen, the product sheet) takes it first, until its transaction ends. */
export async function lockBarcodes(tx: Tx): Promise<void> {
  await tx<NoRows>`SELECT pg_advisory_xact_lock(${BARCODE_LOCK})`;
}

export interface BarcodeOwner {
  barcode: string;
  /** 'Ürün' or 'Ürün - Seçenek', as a refusal names it. */
  owner: string;
  product_id: number;
  variant_id: number | null;
  /** The item's SKU (the product sheet's rows are items by SKU). */
  sku: string | null;
}

/** The products and variants carrying these barcodes. */
export async function barcodeOwners(tx: Tx, codes: string[]): Promise<BarcodeOwner[]> {
  if (!codes.length) return [];
  return tx<BarcodeOwner[]>`
    SELECT barcode, name AS owner, id AS product_id, NULL::int AS variant_id, sku FROM products WHERE barcode = ANY(${codes})
    UNION ALL
    SELECT v.barcode, p.name || ' - ' || v.name, v.product_id, v.id, v.sku
    FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.barcode = ANY(${codes})`;
}

/** Refuses a barcode another product or variant (not one of these items) already carries. */
async function checkBarcodesFree(tx: Tx, productId: number, input: ProductChannelsInput): Promise<void> {
  const owners = await barcodeOwners(
    tx,
    input.items.flatMap((i) => (i.barcode ? [i.barcode] : [])),
  );
  for (const o of owners) {
    const mine = input.items.some(
      (i) => i.barcode === o.barcode && o.product_id === productId && i.variantId === o.variant_id,
    );
    // Moving a barcode between two items of this product in one save is a swap the indexes refuse
    // mid-way; the admin clears it on one first.
    if (!mine) throw conflict(m.barcodeTaken(o.barcode, o.owner));
  }
}

async function writeItem(tx: Tx, productId: number, item: ProductChannelsInput['items'][number]): Promise<void> {
  if (item.variantId === null)
    await tx<NoRows>`UPDATE products SET barcode = ${item.barcode}, updated_at = now() WHERE id = ${productId}`;
  else await tx<NoRows>`UPDATE product_variants SET barcode = ${item.barcode} WHERE id = ${item.variantId}`;
  await setListed(tx, productId, item.variantId, item.trendyol);
}

/** Puts one item (a variant, or a product without variants) on Trendyol or takes it off. */
export async function setListed(tx: Tx, productId: number, variantId: number | null, listed: boolean): Promise<void> {
  const variant = variantId ?? 0;
  if (listed)
    await tx<NoRows>`
      INSERT INTO channel_listings (channel, product_id, variant_id) VALUES ('trendyol', ${productId}, ${variantId})
      ON CONFLICT (channel, product_id, coalesce(variant_id, 0)) DO UPDATE
      SET listed = true, change_seq = nextval('channel_change_seq') WHERE NOT channel_listings.listed`;
  else {
    // Never sent: nothing to take back. Sent: its quantity 0 goes out once, then it stays quiet.
    await tx<NoRows>`DELETE FROM channel_listings WHERE channel = 'trendyol' AND product_id = ${productId}
      AND coalesce(variant_id, 0) = ${variant} AND sent_at IS NULL`;
    await tx<NoRows>`UPDATE channel_listings SET listed = false, change_seq = nextval('channel_change_seq')
      WHERE channel = 'trendyol' AND product_id = ${productId} AND coalesce(variant_id, 0) = ${variant} AND listed`;
  }
}

/** Every listing of the channel is due again (its markup or buffer changed). */
export async function noteAllListings(sql: Sql | Tx, channel: ChannelName): Promise<void> {
  await sql<NoRows>`UPDATE channel_listings SET change_seq = nextval('channel_change_seq') WHERE channel = ${channel}`;
}
