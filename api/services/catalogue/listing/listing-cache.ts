import type { Sql } from '#db/connection.ts';
import type { ProductListResponse } from '#api/schemas/products.ts';
import type { ProductQuery } from '#api/schemas/product-query.ts';
import { listProducts } from './list-products.ts';
import { liveStock, sameStock, withLiveStock, type LiveStock } from './live-stock.ts';
import { createFreshReads } from './fresh-reads.ts';
import type { BuyerGroup } from '#api/shared/buyer-price.ts';
import { explicitPricesOf, productForGroup } from '#api/features/trade/index.ts';
import type { CatalogueWatch } from './catalogue-watch.ts';

/**
 * Answers of GET /api/products kept per catalogue version (migrations 0010, 0070). The version
 * moves with everything a listing shows except stock quantities, so orders do not empty the
 * cache: each answer, hit or miss, carries the stock read in the same statement as the version
 * (live-stock.ts). A product going in or out of stock still moves the version (the in-stock
 * filter and the counts depend on it). Each app instance keeps its own cache, keyed by the
 * database's version. Shoppers asking for the same listing at once share one read that began
 * after they asked (fresh-reads.ts), and one body while the stock they show is unchanged.
 *
 * A trade buyer's answers are kept per price group beside the public ones, under the same
 * version (decision 0283): the group's answer is the public one with the group's prices put in
 * (pricing/buyer-views.ts), made once per group, listing and version. Group prices, tiers and
 * the groups' percentages move the version (migration 0155), so a price change empties them too.
 */
export interface ListingCache {
  listing(sql: Sql, query: ProductQuery, group?: BuyerGroup | null): Promise<ListingBody>;
}

/**
 * A listing's JSON. The cache answers the same object while the listing and the stock it shows
 * are unchanged, so whoever sends it may keep its encoded bytes by this identity (the HTTP edge,
 * `http/compressed-json.ts`, keeps its gzip).
 */
export interface ListingBody {
  readonly json: string;
  /** The catalogue version the answer was read or checked at. */
  readonly version: string;
}

interface Cached {
  answer: ProductListResponse;
  /** The body last sent and the stock it showed: reused while the stock is the same. */
  body: ListingBody;
  stock: LiveStock['stock'];
}

/**
 * With a catalogue watch (catalogue-watch.ts), a cached answer whose version and figures the
 * watch knows is answered without a round trip; otherwise, and for every miss, as above.
 */
export function createListingCache(options: { watch?: CatalogueWatch; maxEntries?: number } = {}): ListingCache {
  const { watch, maxEntries = 500 } = options;
  const answers = new Map<string, Cached>();
  const reads = createFreshReads<ListingBody>();
  let cachedVersion = '';

  async function read(sql: Sql, key: string, query: ProductQuery, group: BuyerGroup | null): Promise<ListingBody> {
    const hit = answers.get(key);
    // The watch's figures, else one round trip: the version and, when a cached answer may serve,
    // its products' stock.
    const { version, stock } = (hit && watch?.known(hit.answer.products)) || (await readLive(sql, hit));
    if (hit && version === cachedVersion) {
      // Map order doubles as recency: a hit moves to the end, the oldest is evicted first.
      answers.delete(key);
      answers.set(key, hit);
      if (!sameStock(hit.stock, stock)) {
        hit.body = { json: JSON.stringify(withLiveStock(hit.answer, stock)), version };
        hit.stock = stock;
      }
      return hit.body;
    }
    if (version !== cachedVersion) {
      answers.clear();
      cachedVersion = version;
    }
    const answer = group ? await groupAnswer(sql, query, group) : await listProducts(sql, query);
    const body = { json: JSON.stringify(answer), version };
    // A newer version may have arrived while this one was read; keep it only under its own.
    if (cachedVersion === version) {
      // No stock read yet: the first hit reads it and makes the body anew once.
      answers.set(key, { answer, body, stock: new Map() });
      if (answers.size > maxEntries) answers.delete(answers.keys().next().value!);
    }
    return body;
  }

  async function readLive(sql: Sql, hit: Cached | undefined): Promise<LiveStock> {
    const since = watch?.mark() ?? 0;
    const read = await liveStock(sql, hit?.answer.products ?? []);
    watch?.learn(read, since);
    return read;
  }

  /** The public answer (cached like any) at the group's prices, read at or after the version just read. */
  async function groupAnswer(sql: Sql, query: ProductQuery, group: BuyerGroup): Promise<ProductListResponse> {
    const publicKey = JSON.stringify(query);
    await reads.read(publicKey, () => read(sql, publicKey, query, null));
    const entry = answers.get(publicKey);
    // The public answer with the stock its last read showed (none yet: its own is fresh).
    const base = !entry
      ? await listProducts(sql, query)
      : entry.stock.size > 0
        ? withLiveStock(entry.answer, entry.stock)
        : entry.answer;
    const explicit = await explicitPricesOf(
      sql,
      group.id,
      base.products.map((p) => p.id),
    );
    return { ...base, products: base.products.map((p) => productForGroup(p, group, explicit)) };
  }

  return {
    listing(sql, query, group = null) {
      // The percentage is in the key: a group's answers follow it even between two versions.
      const key = group ? `g${group.id}:${group.discountPercent}:${JSON.stringify(query)}` : JSON.stringify(query);
      return reads.read(key, () => read(sql, key, query, group));
    },
  };
}
