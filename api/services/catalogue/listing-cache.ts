import type { Sql } from '#db/connection.ts';
import type { ProductListResponse } from '../../schemas/products.ts';
import type { ProductQuery } from '../../schemas/product-query.ts';
import { listProducts } from './list-products.ts';
import { liveStock, withLiveStock } from './live-stock.ts';

/**
 * Answers of GET /api/products kept per catalogue version (migrations 0010, 0070). The version
 * moves with everything a listing shows except stock quantities, so orders do not empty the
 * cache: each answer, hit or miss, carries the stock read in the same statement as the version.
 * A product going in or out of stock still moves the version (the in-stock filter and the
 * counts depend on it). Each app instance keeps its own cache, keyed by the database's version.
 */
export interface ListingCache {
  listing(sql: Sql, query: ProductQuery): Promise<string>;
}

export function createListingCache(maxEntries = 500): ListingCache {
  const answers = new Map<string, ProductListResponse>();
  // Shoppers asking for the same missing answer at once wait for one read of it.
  const reading = new Map<string, Promise<ProductListResponse>>();
  let cachedVersion = '';
  return {
    async listing(sql, query) {
      const key = JSON.stringify(query);
      const hit = answers.get(key);
      // One round trip: the version and, when a cached answer may serve, its products' stock.
      const { version, stock } = await liveStock(sql, hit?.products ?? []);
      if (hit && version === cachedVersion) {
        // Map order doubles as recency: a hit moves to the end, the oldest is evicted first.
        answers.delete(key);
        answers.set(key, hit);
        return JSON.stringify(withLiveStock(hit, stock));
      }
      if (version !== cachedVersion) {
        answers.clear();
        cachedVersion = version;
      }
      const readKey = `${version} ${key}`;
      let read = reading.get(readKey);
      if (!read) {
        read = listProducts(sql, query).finally(() => reading.delete(readKey));
        reading.set(readKey, read);
      }
      const answer = await read;
      // A newer version may have arrived while this one was read; keep it only under its own.
      if (cachedVersion === version) {
        answers.set(key, answer);
        if (answers.size > maxEntries) answers.delete(answers.keys().next().value!);
      }
      return JSON.stringify(answer);
    },
  };
}
