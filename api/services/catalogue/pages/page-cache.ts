import type { Sql } from '#db/connection.ts';
import type { CataloguePages, CategoryPage, ProductPageAnswer } from '#api/schemas/catalogue-pages.ts';
import type { ListingCache } from '../listing/listing-cache.ts';
import { liveStock, productWithLiveStock } from '../listing/live-stock.ts';
import { createFreshReads } from '../listing/fresh-reads.ts';
import { readProductPage, type ProductPageRead } from './product-page.ts';
import { categoryListing, readCategory } from './category-page.ts';

type Category = Omit<CategoryPage, 'listing'>;

/**
 * The data of the product and category pages, kept per catalogue version as the listing cache
 * keeps its answers (listing-cache.ts): every write that changes what a page shows moves the
 * version, except stock quantities, which each answer reads afresh with the version in one
 * statement. So a price, text or stock change shows on the next request, and a republish of the
 * site's content touches none of it (decision 0270). Unknown slugs are kept too, so a crawler
 * asking for old addresses costs one small read each.
 */
export function createCataloguePages(sql: Sql, listing: ListingCache, maxEntries = 5000): CataloguePages {
  const products = new Map<string, ProductPageRead>();
  const categories = new Map<string, Category | null>();
  const reads = createFreshReads<ProductPageAnswer>();
  let cachedVersion = '';

  /** Empties both maps when the version moved. */
  function follow(version: string): void {
    if (version === cachedVersion) return;
    products.clear();
    categories.clear();
    cachedVersion = version;
  }

  function remember<T>(map: Map<string, T>, key: string, value: T, version: string) {
    // A newer version may have arrived while this one was read; keep it only under its own.
    if (version !== cachedVersion) return;
    map.delete(key);
    map.set(key, value);
    if (map.size > maxEntries) map.delete(map.keys().next().value!);
  }

  async function product(slug: string): Promise<ProductPageAnswer> {
    const hit = products.get(slug);
    const shown = hit?.kind === 'page' ? [hit.page.product] : [];
    const { version, stock } = await liveStock(sql, shown);
    if (hit && version === cachedVersion) {
      if (hit.kind !== 'page') return hit;
      const product = productWithLiveStock(hit.page.product, stock);
      return { kind: 'page', page: { ...hit.page, product }, key: `${version}:${stockKey(stock)}` };
    }
    follow(version);
    // Read after the version: a write between the two moves the version again, and the next
    // request reads anew.
    const answer = await readProductPage(sql, slug);
    remember(products, slug, answer, version);
    if (answer.kind !== 'page') return answer;
    return { ...answer, key: `${version}:${stockKey(stockOf(answer.page.product))}` };
  }

  return {
    product: (slug) => reads.read(slug, () => product(slug)),
    async category(slug) {
      // A known category costs one statement: the listing's read brings the version with its
      // stock. An unknown one, or a version that moved, costs a fresh read of the category.
      let found = categories.get(slug);
      if (found === undefined || found === null) {
        const { version } = await liveStock(sql, []);
        follow(version);
        found = categories.get(slug);
        if (found === undefined) remember(categories, slug, (found = await readCategory(sql, slug)), version);
        if (!found) return null;
      }
      let listed = await categoryListing(sql, listing, found.category.id);
      if (listed.version !== cachedVersion) {
        follow(listed.version);
        found = await readCategory(sql, slug);
        remember(categories, slug, found, listed.version);
        if (!found) return null;
        listed = await categoryListing(sql, listing, found.category.id);
      }
      // The listing's digest carries its stock; the version, the category's own text.
      return { page: { ...found, listing: listed.answer }, key: `${listed.version}:${listed.digest}` };
    },
  };
}

/** The stock figures as one text, in a fixed order. */
function stockKey(stock: Map<string, number>): string {
  return [...stock]
    .map(([id, n]) => `${id}=${n}`)
    .sort()
    .join(',');
}

/** The figures of a product just read, in the shape `liveStock` answers them. */
function stockOf(p: CategoryPage['listing']['products'][number]): Map<string, number> {
  return new Map([
    [String(p.id), p.stockQuantity],
    ...p.variants.map((v): [string, number] => [`v${v.id}`, v.stockQuantity]),
  ]);
}
