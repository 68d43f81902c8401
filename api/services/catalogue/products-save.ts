import type { Sql, NoRows, Tx } from '#db/connection.ts';
import type { UploadStore } from '../../storage/upload-store.ts';
import { withUploads } from '../../storage/upload-batch.ts';
import { deriveBrand } from '../../schemas/brand.ts';
import { productMessages as m, type AdminProduct, type ProductForm } from '../../schemas/admin-products.ts';
import { conflict, invalid, notFound } from '../../core/errors.ts';
import { getAdminProduct } from './products-admin.ts';
import { rethrowConstraint } from '../constraint-conflict.ts';
import { defaultVatRate } from '../settings/shop-settings.ts';
import { setShelfStock } from './held-stock.ts';

// The database does part of a save (db/README.md): the product row fires products_derive (price,
// stock flag, search text), product_cards_insert or products_listed_change and catalogue_apply_noted
// (its card, the catalogue version), listing_category_entries_* and listed_product_count_*; the
// variants fire product_variants_rederive_* or product_variants_listed_change, the category links
// product_categories_relist_* (listing categories), variants, links and images product_cards_* and
// catalogue_version_*. A delete fires listed_product_count_delete and catalogue_version_products.
// A changed price is recorded by *_price_history and clears a running sale's 'before' price
// (*_compare_at_reset, decision 0319).

const CONSTRAINTS = {
  products_slug_key: m.slugTaken,
  products_sku_key: m.skuTaken('Bu'),
  product_variants_sku_key: m.skuTaken('Bu'),
  product_categories_category_id_fkey: m.unknownCategory,
};

/**
 * Creates (no id) or updates a product. Checks that need the database run before
 * any image is stored; the images are stored next, then all rows are written in one
 * transaction. A failure anywhere removes the images this save stored.
 */
export async function saveProduct(
  sql: Sql,
  store: UploadStore,
  input: { id?: number; form: ProductForm; images: File[] },
  hooks: SaveHooks = {},
): Promise<AdminProduct> {
  return (await getAdminProduct(sql, await saveProductRows(sql, store, input, hooks)))!;
}

/**
 * What a caller adds to the save's one transaction (the dialog's one save, decision 0407):
 * `before` runs first (an edit's product row is locked), `after` once the product, its
 * variants (ids in the form's order), categories and images are written.
 */
export interface SaveHooks {
  before?: (tx: Tx, id: number) => Promise<void>;
  after?: (tx: Tx, productId: number, variantIds: number[]) => Promise<void>;
}

/** saveProduct's work, answering the product's id. */
export async function saveProductRows(
  sql: Sql,
  store: UploadStore,
  input: { id?: number; form: ProductForm; images: File[] },
  hooks: SaveHooks = {},
): Promise<number> {
  const { id, form } = input;
  const current = id === undefined ? null : await getAdminProduct(sql, id);
  if (id !== undefined && !current) throw notFound(m.notFound);
  await checkUniqueAndCategories(sql, form, id ?? null);
  const ownVariantIds = new Set(current?.variants.map((v) => v.id));
  if (form.variants.some((v) => v.id !== undefined && !ownVariantIds.has(v.id))) throw invalid(m.unknownVariant);
  // Only addresses the product already has can be kept; order follows the form.
  const kept = form.existingImages.filter((url, i, all) => current?.images.includes(url) && all.indexOf(url) === i);

  return withUploads(store, async (batch) => {
    const added: string[] = [];
    for (const file of input.images) added.push(await batch.image(file));
    try {
      return await sql.begin(async (tx) => {
        if (id !== undefined && hooks.before) {
          await tx<NoRows>`SELECT id FROM products WHERE id = ${id} FOR UPDATE`;
          await hooks.before(tx, id);
        }
        const productId = await writeProduct(tx, form, id ?? null);
        const variantIds = await writeVariants(tx, productId, form.variants);
        await tx<NoRows>`DELETE FROM product_categories WHERE product_id = ${productId}`;
        for (const categoryId of new Set(form.categories)) {
          await tx<NoRows>`INSERT INTO product_categories (product_id, category_id) VALUES (${productId}, ${categoryId})`;
        }
        await tx<NoRows>`DELETE FROM product_images WHERE product_id = ${productId}`;
        const urls = [...kept, ...added.filter((u) => !kept.includes(u))];
        for (const [position, url] of urls.entries()) {
          await tx<NoRows>`INSERT INTO product_images (product_id, url, position) VALUES (${productId}, ${url}, ${position})`;
        }
        await hooks.after?.(tx, productId, variantIds);
        return productId;
      });
    } catch (error) {
      rethrowConstraint(error, CONSTRAINTS);
    }
  });
}

async function writeProduct(tx: Tx, f: ProductForm, id: number | null): Promise<number> {
  const values = {
    name: f.name,
    slug: f.slug,
    description: f.description,
    short_description: f.shortDescription,
    base_price: f.basePrice,
    sku: f.sku,
    stock_quantity: f.stockQuantity,
    min_order_quantity: f.minOrderQuantity,
    unit: f.unit,
    brand: deriveBrand(f.name),
    ...(f.vatRate === null ? {} : { vat_rate: f.vatRate }),
    ...(f.returnable === null ? {} : { returnable: f.returnable }),
  };
  if (id === null) {
    const [row] = await tx<
      { id: number }[]
    >`INSERT INTO products ${tx({ vat_rate: await defaultVatRate(tx), ...values })} RETURNING id`;
    return row!.id;
  }
  const { stock_quantity: _absolute, ...rest } = values;
  await tx`UPDATE products SET ${tx(rest)}, stock_quantity = ${stockAfterEdit(tx, f.stockQuantity, f.stockBase)}, updated_at = now() WHERE id = ${id}`;
  if (f.stockBase === undefined) await setShelfStock(tx, 'product', [{ id, shelf: f.stockQuantity }]);
  return id;
}

/**
 * The stock an edit leaves. With the value the form was loaded with, the admin's change is
 * applied to the stock as it is now (checkouts in between keep their reservations; never
 * below zero). Without it (an older client, a script) the figure is the shelf, set after this
 * update by `setShelfStock` so units that unpaid orders hold stay held.
 */
function stockAfterEdit(tx: Tx, sent: number, base: number | undefined) {
  return base === undefined ? tx`stock_quantity` : tx`GREATEST(0, stock_quantity + ${sent - base})`;
}

/**
 * Variants with an id are updated in place (carts keep pointing at them), new ones inserted,
 * dropped ones deleted. Answers the ids in the form's order.
 */
async function writeVariants(tx: Tx, productId: number, variants: ProductForm['variants']): Promise<number[]> {
  const ids: number[] = [];
  const keep = variants.flatMap((v) => (v.id ? [v.id] : []));
  await tx<NoRows>`DELETE FROM product_variants WHERE product_id = ${productId} ${keep.length ? tx`AND id NOT IN ${tx(keep)}` : tx``}`;
  // Clear the SKUs first so two variants can swap theirs in one save.
  if (keep.length) await tx<NoRows>`UPDATE product_variants SET sku = NULL WHERE id IN ${tx(keep)}`;
  for (const [sortOrder, v] of variants.entries()) {
    const values = {
      name: v.name,
      price: v.price,
      sku: v.sku,
      is_active: v.isActive,
      attributes: tx.json(v.attributes),
      sort_order: sortOrder,
    };
    if (v.id) {
      await tx`UPDATE product_variants SET ${tx(values)}, stock_quantity = ${stockAfterEdit(tx, v.stockQuantity, v.stockBase)}
               WHERE id = ${v.id} AND product_id = ${productId}`;
      if (v.stockBase === undefined) await setShelfStock(tx, 'variant', [{ id: v.id, shelf: v.stockQuantity }]);
      ids.push(v.id);
    } else {
      const [row] = await tx<{ id: number }[]>`
        INSERT INTO product_variants ${tx({ ...values, stock_quantity: v.stockQuantity, product_id: productId })} RETURNING id`;
      ids.push(row!.id);
    }
  }
  return ids;
}

async function checkUniqueAndCategories(sql: Sql, f: ProductForm, id: number | null) {
  const [slug] = await sql<
    { found: number }[]
  >`SELECT 1 AS found FROM products WHERE slug = ${f.slug} AND id IS DISTINCT FROM ${id}`;
  if (slug) throw conflict(m.slugTaken);
  const skus = [f.sku, ...f.variants.map((v) => v.sku)].filter((s): s is string => s !== null);
  const twice = skus.find((s, i) => skus.indexOf(s) !== i);
  if (twice) throw invalid(m.skuTwice(twice));
  if (skus.length) {
    const [taken] = await sql<{ sku: string }[]>`
      SELECT sku FROM products WHERE sku IN ${sql(skus)} AND id IS DISTINCT FROM ${id}
      UNION ALL
      SELECT sku FROM product_variants WHERE sku IN ${sql(skus)} AND product_id IS DISTINCT FROM ${id}`;
    if (taken) throw conflict(m.skuTaken(taken.sku));
  }
  const ids = [...new Set(f.categories)];
  if (ids.length) {
    const [found] = await sql<
      { count: number }[]
    >`SELECT count(*)::int AS count FROM categories WHERE id IN ${sql(ids)}`;
    if (found!.count !== ids.length) throw invalid(m.unknownCategory);
  }
}

export async function deleteProduct(sql: Sql, id: number): Promise<void> {
  // Looked up first: a DELETE of no row still runs the statement triggers on products, which
  // move the catalogue version and so drop every cached listing for a product that never was.
  const [found] = await sql<{ id: number }[]>`SELECT id FROM products WHERE id = ${id}`;
  if (!found) throw notFound(m.notFound);
  await sql<NoRows>`DELETE FROM products WHERE id = ${id}`;
}
