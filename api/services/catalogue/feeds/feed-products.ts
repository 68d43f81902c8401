import type { Db } from '#db/connection.ts';
import { fromKurus } from '#api/shared/money.ts';
import { lineAmounts } from '#api/shared/vat.ts';
import { productPath } from '#api/shared/catalogue-paths.ts';
import type { AttributeValueView } from '#api/schemas/attributes.ts';
import { isGtin13 } from '#api/schemas/marketplace.ts';

// What the shopping feeds list, read in batches: active products with a price, one item per
// active variant with a price (a product without active variants is one item itself), each
// priced as the shopper pays it (KDV included, api/shared/vat.ts). An item on a running sale with a
// 'before' price (decision 0318) carries it and the sale's dates for the feeds that state a sale.

/** Products read per statement: a feed of 10,000 products never holds them all at once. */
export const FEED_BATCH = 1000;

export interface FeedItem {
  /** `123` for a product, `123-45` for its variant 45. */
  id: string;
  title: string;
  /** The product's or variant's code (SKU), if it has one. */
  code: string | null;
  /** Its barcode when it is a valid GTIN-13 (Google's g:gtin), else null. */
  gtin: string | null;
  /** "1234.56", KDV included: what the shopper pays now (a running sale's price). */
  price: string;
  /** A running sale with a 'before' price (the 30-day lowest), KDV included, and its dates. */
  sale: FeedSale | null;
  stock: number;
  /** The product's id when the item is one of its variants (Google's item_group_id). */
  groupId: string | null;
  /** Technical values (issue 47): the product's, with the variant's own over them. */
  details: AttributeValueView[];
}

export interface FeedSale {
  /** The struck 'before' price, "1234.56", KDV included. */
  before: string;
  startsAt: Date;
  endsAt: Date;
}

export interface FeedProduct {
  id: number;
  name: string;
  description: string;
  /** The absolute address of the product's page. */
  url: string;
  /** The absolute address of its first image, or null. */
  image: string | null;
  brand: string | null;
  /** Its first category and that category's parents, top first: names and the leaf's id. */
  category: { id: number; path: string[] } | null;
  items: FeedItem[];
}

interface Row {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  short_description: string | null;
  base_price: string;
  sku: string | null;
  barcode: string | null;
  stock_quantity: number;
  brand: string | null;
  vat_rate: number;
  compare_at_price: string | null;
  sale_starts_at: Date | null;
  sale_ends_at: Date | null;
  attributes: AttributeValueView[];
}

interface VariantRow {
  product_id: number;
  id: number;
  name: string;
  price: string;
  stock: number;
  sku: string | null;
  barcode: string | null;
  compare_at_price: string | null;
  sale_starts_at: Date | null;
  sale_ends_at: Date | null;
  attributes: AttributeValueView[];
}

interface Parts {
  variants: Map<number, VariantRow[]>;
  images: Map<number, string>;
  categories: Map<number, number>;
}

interface CategoryRow {
  id: number;
  name: string;
  parent_id: number | null;
}

/**
 * The active products with a price, `FEED_BATCH` at a time in id order: per batch one statement
 * for the products and one each for their active variants, first images and first categories
 * (set-based reads; no long transaction: PGlite has one connection, and the storefront must not
 * wait behind a feed). The next batch is read while the caller writes the current one.
 */
export async function* feedProducts(sql: Db, siteUrl: string): AsyncGenerator<FeedProduct[]> {
  const paths = categoryPaths(await sql<CategoryRow[]>`SELECT id, name, parent_id FROM categories`);
  const absolute = (path: string) => new URL(path, siteUrl).href;
  const read = (after: number) => {
    const batch = readBatch(sql, after);
    batch.catch(() => {}); // awaited below; a caller stopping early must not leave it unhandled
    return batch;
  };
  let next = read(0);
  for (;;) {
    const { rows, parts } = await next;
    if (rows.length === 0) return;
    next = read(rows.at(-1)!.id);
    const batch: FeedProduct[] = [];
    for (const row of rows) {
      const product = feedProduct(row, parts, paths, absolute);
      if (product.items.length) batch.push(product);
    }
    yield batch;
  }
}

async function readBatch(sql: Db, after: number): Promise<{ rows: Row[]; parts: Parts }> {
  const rows = await sql<Row[]>`
    SELECT p.id, p.name, p.slug, p.description, p.short_description, p.base_price::text, p.sku, p.barcode, p.stock_quantity,
           p.brand, p.vat_rate, p.compare_at_price::text, s.starts_at AS sale_starts_at, s.ends_at AS sale_ends_at,
           product_attribute_list(p.id, NULL) AS attributes
    FROM products p
    LEFT JOIN product_sales s ON s.product_id = p.id AND s.variant_id IS NULL AND s.applied_at IS NOT NULL
    WHERE p.is_active AND p.id > ${after} ORDER BY p.id LIMIT ${FEED_BATCH}`;
  if (rows.length === 0) return { rows, parts: { variants: new Map(), images: new Map(), categories: new Map() } };
  const ids = rows.map((r) => r.id);
  const [variantRows, imageRows, categoryRows] = await Promise.all([
    sql<VariantRow[]>`
      SELECT v.product_id, v.id, v.name, v.price::text, v.stock_quantity AS stock, v.sku, v.barcode,
             v.compare_at_price::text, s.starts_at AS sale_starts_at, s.ends_at AS sale_ends_at,
             product_attribute_list(v.product_id, v.id) AS attributes
      FROM product_variants v LEFT JOIN product_sales s ON s.variant_id = v.id AND s.applied_at IS NOT NULL
      WHERE v.product_id = ANY(${ids}::int[]) AND v.is_active ORDER BY v.product_id, v.sort_order, v.id`,
    sql<{ product_id: number; url: string }[]>`
      SELECT DISTINCT ON (product_id) product_id, url FROM product_images
      WHERE product_id = ANY(${ids}::int[]) ORDER BY product_id, position, id`,
    sql<{ product_id: number; category_id: number }[]>`
      SELECT product_id, min(category_id) AS category_id FROM product_categories
      WHERE product_id = ANY(${ids}::int[]) GROUP BY product_id`,
  ]);
  const variants = new Map<number, VariantRow[]>();
  for (const v of variantRows) {
    const list = variants.get(v.product_id);
    if (list) list.push(v);
    else variants.set(v.product_id, [v]);
  }
  return {
    rows,
    parts: {
      variants,
      images: new Map(imageRows.map((i) => [i.product_id, i.url])),
      categories: new Map(categoryRows.map((c) => [c.product_id, c.category_id])),
    },
  };
}

function feedProduct(
  row: Row,
  parts: Parts,
  paths: Map<number, string[]>,
  absolute: (path: string) => string,
): FeedProduct {
  const gross = (price: string) => {
    const { netKurus, vatKurus } = lineAmounts({ price, quantity: 1, vatRate: row.vat_rate });
    return fromKurus(netKurus + vatKurus);
  };
  const priced = (price: string) => Number(price) > 0;
  const sale = (r: Row | VariantRow): FeedSale | null =>
    r.compare_at_price && r.sale_starts_at && r.sale_ends_at
      ? { before: gross(r.compare_at_price), startsAt: r.sale_starts_at, endsAt: r.sale_ends_at }
      : null;
  const active = parts.variants.get(row.id) ?? [];
  const variants = active.filter((v) => priced(v.price));
  const items: FeedItem[] = active.length
    ? variants.map((v) => ({
        id: `${row.id}-${v.id}`,
        title: `${row.name} - ${v.name}`,
        code: v.sku ?? row.sku,
        gtin: isGtin13(v.barcode) ? v.barcode : null,
        price: gross(v.price),
        sale: sale(v),
        stock: v.stock,
        groupId: String(row.id),
        details: [...row.attributes.filter((a) => !v.attributes.some((o) => o.code === a.code)), ...v.attributes],
      }))
    : priced(row.base_price)
      ? [
          {
            id: String(row.id),
            title: row.name,
            code: row.sku,
            gtin: isGtin13(row.barcode) ? row.barcode : null,
            price: gross(row.base_price),
            sale: sale(row),
            stock: row.stock_quantity,
            groupId: null,
            details: row.attributes,
          },
        ]
      : [];
  return {
    id: row.id,
    name: row.name,
    description: (row.description || row.short_description || row.name).slice(0, 5000),
    url: absolute(productPath(row.slug)),
    image: parts.images.has(row.id) ? absolute(parts.images.get(row.id)!) : null,
    brand: row.brand,
    category: categoryOf(parts.categories.get(row.id), paths),
    items,
  };
}

const categoryOf = (id: number | undefined, paths: Map<number, string[]>) =>
  id === undefined ? null : { id, path: paths.get(id) ?? [] };

/** Each category's names from the top down to it (parents read once, not per product). */
function categoryPaths(rows: CategoryRow[]): Map<number, string[]> {
  const byId = new Map(rows.map((c) => [c.id, c]));
  const paths = new Map<number, string[]>();
  for (const c of rows) {
    const path: string[] = [];
    for (
      let at: CategoryRow | undefined = c;
      at && path.length < 20;
      at = at.parent_id == null ? undefined : byId.get(at.parent_id)
    )
      path.unshift(at.name);
    paths.set(c.id, path);
  }
  return paths;
}
