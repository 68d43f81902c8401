import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppContext } from '../core/context.ts';
import { queryObject } from '../schemas/products.ts';
import { productQuerySchema, type ProductQuery } from '../schemas/product-query.ts';
import type { ListingCache } from '../services/catalogue/listing/listing-cache.ts';
import { apiRouteOf } from '../metrics/request-metrics.ts';
import { acceptsGzip, encodedJson } from './compressed-json.ts';
import { bearerToken } from '../auth/guards.ts';
import { createListingSessions } from '../auth/listing-sessions.ts';

const QUERIES_KEPT = 1000;

/**
 * GET /api/products, the market's most asked answer, from the listing cache straight to the
 * socket (decision 0312): the same bytes and headers the API route answers, without the API
 * framework's web Request, Response and body stream around them. A bearer token is checked as
 * the route checks it (its session brings the buyer's price group; an ended one prices as a
 * guest), from the sessions kept while the catalogue watch vouches for them (decision 0333). A
 * query the schema refuses, or a failed read, goes to the API route, which answers it, errors
 * included, as before.
 */
export function createListingFastPath(ctx: AppContext, cache: ListingCache) {
  // The market asks the same few queries again and again: each is parsed once.
  const parsed = new Map<string, ProductQuery | null>();
  const sessionOf = createListingSessions(ctx.catalogueWatch);
  const queryOf = (search: string): ProductQuery | null => {
    let query = parsed.get(search);
    if (query === undefined) {
      const result = productQuerySchema.safeParse(queryObject(new URLSearchParams(search)));
      query = result.success ? result.data : null;
      if (parsed.size >= QUERIES_KEPT) parsed.delete(parsed.keys().next().value!);
      parsed.set(search, query);
    }
    return query;
  };

  return async function serveListing(req: IncomingMessage, res: ServerResponse, search: string): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const query = queryOf(search);
    if (!query) return false;
    // A failed read goes to the API route too, which answers it in the API's error shape.
    const token = bearerToken(req.headers.authorization);
    const body = await (token ? sessionOf(ctx.sql, token) : Promise.resolve(null))
      .then((auth) => cache.listing(ctx.sql, query, auth?.user.priceGroup ?? null))
      .catch(() => null);
    if (!body) return false;
    const { bytes, headers } = encodedJson(body, acceptsGzip(req.headers['accept-encoding']));
    apiRouteOf.set(req, '/api/products');
    res.writeHead(200, { ...headers, 'cache-control': 'no-store', 'content-length': bytes.length });
    res.end(req.method === 'HEAD' ? undefined : bytes);
    return true;
  };
}
