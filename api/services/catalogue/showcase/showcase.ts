// The home page's shop window (issue 46, decision 0362): the main categories with a picture and
// their product counts, featured products and products on sale, as one JSON answer the home
// page's island asks for. The home page itself stays the static build; this answer follows the
// catalogue version (migration 0010), so a catalogue change shows on the next visit without a
// rebuild, and is kept in memory per version like the listing cache.
import type { Sql } from '#db/connection.ts';
import type { ProductView } from '#api/schemas/products.ts';
import { SHOWCASE_PRODUCTS, type Showcase } from '#api/schemas/showcase.ts';
import { cardWithStock, type CardStock } from '../listing/live-stock.ts';
import { listCategories } from '../categories.ts';
import { explicitPricesOf, productForGroup } from '#api/features/trade/index.ts';
import type { BuyerGroup } from '#api/shared/buyer-price.ts';

export interface ShowcaseReader {
  /** The answer's JSON (the same object while the version stands, so its gzip is made once), read again only when the catalogue version moved. */
  json(sql: Sql): Promise<{ readonly json: string }>;
  /** The same answer with a trade buyer's group prices in the rows, as their listing has them (decision 0282). */
  forGroup(sql: Sql, group: BuyerGroup): Promise<Showcase>;
}

export function createShowcase(): ShowcaseReader {
  let kept: { version: string; showcase: Promise<Showcase>; json: Promise<{ readonly json: string }> } | null = null;
  const current = async (sql: Sql) => {
    const [{ version }] = await sql<[{ version: string }]>`SELECT version::text AS version FROM catalogue_version`;
    if (kept?.version !== version) {
      const showcase = readShowcase(sql);
      const json = showcase.then((s) => ({ json: JSON.stringify(s) }));
      kept = { version, showcase, json };
      // A failed read is not kept: the next visitor tries again.
      json.catch(() => kept?.json === json && (kept = null));
    }
    return kept;
  };
  return {
    async json(sql) {
      return (await current(sql)).json;
    },
    async forGroup(sql, group) {
      const showcase = await (await current(sql)).showcase;
      const ids = [...showcase.featured, ...showcase.onSale].map((p) => p.id);
      const explicit = await explicitPricesOf(sql, group.id, ids);
      const priced = (products: ProductView[]) => products.map((p) => productForGroup(p, group, explicit));
      return { ...showcase, featured: priced(showcase.featured), onSale: priced(showcase.onSale) };
    },
  };
}

async function readShowcase(sql: Sql): Promise<Showcase> {
  const [all, images, featured, onSale] = await Promise.all([
    listCategories(sql),
    sql<{ id: number; image: string | null }[]>`
      SELECT c.id, (
        SELECT pi.url FROM products p
        JOIN LATERAL (SELECT url FROM product_images WHERE product_id = p.id ORDER BY position, id LIMIT 1) pi ON true
        WHERE p.is_active AND p.listing_categories && ARRAY[c.id]
        ORDER BY p.is_featured DESC, p.in_stock DESC, p.id LIMIT 1
      ) AS image
      FROM categories c WHERE c.parent_id IS NULL`,
    cards(sql, sql`p.is_featured`),
    cards(sql, sql`product_compare_at_price(p) IS NOT NULL`),
  ]);
  const imageOf = new Map(images.map((r) => [r.id, r.image]));
  return {
    categories: all
      .filter((c) => c.parentId === null && c.productCount > 0)
      .map(({ parentId: _, ...c }) => ({ ...c, image: imageOf.get(c.id) ?? null })),
    featured,
    onSale,
  };
}

/** Up to SHOWCASE_PRODUCTS active products matching `condition`, in stock first, as the listing's cards. */
async function cards(sql: Sql, condition: ReturnType<Sql>): Promise<ProductView[]> {
  const rows = await sql<CardStock[]>`
    SELECT l.card, l.stock_quantity, l.in_stock, l.variant_stock
    FROM listing_cards(ARRAY(
      SELECT p.id FROM products p WHERE p.is_active AND ${condition}
      ORDER BY p.in_stock DESC, p.name_sort, p.id LIMIT ${SHOWCASE_PRODUCTS}
    )) l
    ORDER BY l.page_position`;
  return rows.map(cardWithStock);
}
