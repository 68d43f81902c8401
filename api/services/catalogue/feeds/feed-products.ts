import type { Db } from '#db/connection.ts';
import { fromKurus } from '#api/shared/money.ts';
import { lineAmounts } from '#api/shared/vat.ts';
import { productPath } from '#api/shared/catalogue-paths.ts';

// What the shopping feeds list, read in batches: active products with a price, one item per
// active variant with a price (a product without active variants is one item itself), each
// priced as the shopper pays it (KDV included, api/shared/vat.ts).

/** Products read per statement: a feed of 10,000 products never holds them all at once. */
export const FEED_BATCH = 500;

export interface FeedItem {
  /** `123` for a product, `123-45` for its variant 45. */
  id: string;
  title: string;
  /** The product's or variant's code (SKU), if it has one. */
  code: string | null;
  /** "1234.56", KDV included. */
  price: string;
  stock: number;
  /** The product's id when the item is one of its variants (Google's item_group_id). */
  groupId: string | null;
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
  stock_quantity: number;
  brand: string | null;
  vat_rate: number;
  image: string | null;
  category_id: number | null;
  variants: { id: number; name: string; price: string; stock: number; sku: string | null }[];
}

interface CategoryRow {
  id: number;
  name: string;
  parent_id: number | null;
}

/** The active products with a price, `FEED_BATCH` at a time in id order, each batch one statement (no long transaction: PGlite has one connection, and the storefront must not wait for a feed). */
export async function* feedProducts(sql: Db, siteUrl: string): AsyncGenerator<FeedProduct[]> {
  const paths = categoryPaths(await sql<CategoryRow[]>`SELECT id, name, parent_id FROM categories`);
  const absolute = (path: string) => new URL(path, siteUrl).href;
  let after = 0;
  for (;;) {
    const rows = await sql<Row[]>`
      SELECT p.id, p.name, p.slug, p.description, p.short_description, p.base_price::text, p.sku,
        p.stock_quantity, p.brand, p.vat_rate,
        (SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position, i.id LIMIT 1) AS image,
        (SELECT min(pc.category_id) FROM product_categories pc WHERE pc.product_id = p.id) AS category_id,
        coalesce((
          SELECT json_agg(json_build_object('id', v.id, 'name', v.name, 'price', v.price::text,
            'stock', v.stock_quantity, 'sku', v.sku) ORDER BY v.sort_order, v.id)
          FROM product_variants v WHERE v.product_id = p.id AND v.is_active
        ), '[]'::json) AS variants
      FROM products p
      WHERE p.is_active AND p.id > ${after}
      ORDER BY p.id LIMIT ${FEED_BATCH}`;
    if (rows.length === 0) return;
    after = rows.at(-1)!.id;
    const batch: FeedProduct[] = [];
    for (const row of rows) {
      const product = feedProduct(row, paths, absolute);
      if (product.items.length) batch.push(product);
    }
    yield batch;
  }
}

function feedProduct(row: Row, paths: Map<number, string[]>, absolute: (path: string) => string): FeedProduct {
  const gross = (price: string) => {
    const { netKurus, vatKurus } = lineAmounts({ price, quantity: 1, vatRate: row.vat_rate });
    return fromKurus(netKurus + vatKurus);
  };
  const priced = (price: string) => Number(price) > 0;
  const variants = row.variants.filter((v) => priced(v.price));
  const items: FeedItem[] = row.variants.length
    ? variants.map((v) => ({
        id: `${row.id}-${v.id}`,
        title: `${row.name} - ${v.name}`,
        code: v.sku ?? row.sku,
        price: gross(v.price),
        stock: v.stock,
        groupId: String(row.id),
      }))
    : priced(row.base_price)
      ? [
          {
            id: String(row.id),
            title: row.name,
            code: row.sku,
            price: gross(row.base_price),
            stock: row.stock_quantity,
            groupId: null,
          },
        ]
      : [];
  return {
    id: row.id,
    name: row.name,
    description: (row.description || row.short_description || row.name).slice(0, 5000),
    url: absolute(productPath(row.slug)),
    image: row.image ? absolute(row.image) : null,
    brand: row.brand,
    category: row.category_id == null ? null : { id: row.category_id, path: paths.get(row.category_id) ?? [] },
    items,
  };
}

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
