import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import type { Sql } from '#db/connection.ts';
import type { UploadStore } from '../storage/upload-store.ts';
import type { SiteHolder } from '../publish/site-holder.ts';
import type { Publisher } from '../publish/publisher.ts';
import type { RateLimitStore } from './rate-limit.ts';
import type { Instance } from '../cluster/instance.ts';
import type { ShopMetrics } from '../metrics/metrics.ts';
import type { ListingCache } from '../services/catalogue/listing/listing-cache.ts';
import type { CatalogueWatch } from '../services/catalogue/listing/catalogue-watch.ts';

/** What every route module and service is given: no globals, so tests build their own. */
export interface AppContext {
  config: Config;
  sql: Sql;
  dbKind: 'pglite' | 'postgres';
  uploads: UploadStore;
  site: SiteHolder;
  publisher: Publisher;
  rateLimits: RateLimitStore;
  log: Logger;
  /** Set by boot; absent in tests that build a bare context. */
  instance?: Instance;
  /** Created with the server when absent. */
  metrics?: ShopMetrics;
  /** The market's listing cache, shared by GET /api/products and the category pages; created with the server. */
  listing?: ListingCache;
  /** The catalogue's committed version and stock as pushed by the database (decision 0312); started with the shop. */
  catalogueWatch?: CatalogueWatch;
}
