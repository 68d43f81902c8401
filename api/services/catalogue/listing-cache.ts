import type { Sql } from '../../../db/connection.ts';
import type { ProductQuery } from '../../schemas/products.ts';
import { listProducts } from './list-products.ts';

/**
 * Answers of GET /api/products kept per catalogue version (migration 0010): many shoppers
 * open the same first pages, and any catalogue change (an order's stock included) moves the
 * version, so a cached answer is never older than the data. One small round trip reads the
 * version; each app instance keeps its own cache, all keyed by the database's version.
 */
export interface ListingCache {
  listing(sql: Sql, query: ProductQuery): Promise<string>;
}

export function createListingCache(maxEntries = 500): ListingCache {
  const answers = new Map<string, string>();
  let cachedVersion = '';
  return {
    async listing(sql, query) {
      const [row] = await sql<{ version: string }[]>`SELECT version FROM catalogue_version`;
      const version = row!.version;
      if (version !== cachedVersion) {
        answers.clear();
        cachedVersion = version;
      }
      const key = JSON.stringify(query);
      const hit = answers.get(key);
      if (hit !== undefined) {
        // Map order doubles as recency: a hit moves to the end, the oldest is evicted first.
        answers.delete(key);
        answers.set(key, hit);
        return hit;
      }
      const body = JSON.stringify(await listProducts(sql, query));
      // A newer version may have arrived while this one was read; keep it only under its own.
      if (cachedVersion === version) {
        answers.set(key, body);
        if (answers.size > maxEntries) answers.delete(answers.keys().next().value!);
      }
      return body;
    },
  };
}
