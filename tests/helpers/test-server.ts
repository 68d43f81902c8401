import type { AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';
import { createStorage } from 'unstorage';
import { loadConfig } from '#api/core/config.ts';
import { loggerFor } from '#api/core/logger.ts';
import type { AppContext } from '#api/core/context.ts';
import { createShopServer } from '#api/http/server.ts';
import { createSiteHolder } from '#api/publish/site-holder.ts';
import { createPublisher } from '#api/publish/publisher.ts';
import type { Database } from '#db/connection.ts';
import type { UploadStore } from '#api/storage/upload-store.ts';
import { createMemoryRateLimitStore } from '#api/core/rate-limit.ts';
import { testDataDir } from './data-dirs.ts';
import { startCatalogueWatch } from '#api/services/catalogue/listing/catalogue-watch.ts';

export interface TestServer {
  url: string;
  ctx: AppContext;
  /**
   * Waits until the server's catalogue watch has heard of every change committed so far: a test
   * writing to the database directly is another writer, seen within the watch's bound (decision
   * 0312), not at once. Writes through the API are seen by the time they are answered.
   */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The settings of a shop a test or a benchmark starts in its own process: its files in `dataDir`,
 * a free port, no log, and never the environment's DATABASE_URL (a database the caller opens, or
 * the embedded one in `dataDir`).
 */
export function inProcessShopConfig(dataDir: string, env: Record<string, string> = {}) {
  return loadConfig({
    ...process.env,
    DATABASE_URL: undefined,
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    ...env,
  });
}

/**
 * The real HTTP server on a free port over the given database, with an
 * in-memory upload store and no site build (API tests do not need one).
 */
export async function startTestServer(db: Database, env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = await testDataDir('test-');
  // Tests create many orders from one address: the checkout limit is lifted unless a test sets it.
  const config = inProcessShopConfig(dataDir, {
    CHECKOUT_RATE_LIMIT: '10000',
    CHECKOUT_ADDRESS_RATE_LIMIT: '100000',
    ...env,
  });
  const site = createSiteHolder();
  const log = loggerFor(config);
  const publisher = createPublisher({ sql: db.sql, site, buildsDir: config.buildsDir, siteUrl: config.siteUrl, log });
  // A content edit asks for a republish; the test server takes the request and runs no Astro build
  // for it (seconds of CPU each, for tests that never look at the site). Tests of the site build
  // make their publisher or build themselves: republish.test.ts, site-build.ts.
  publisher.schedule = () => {};
  const ctx: AppContext = {
    config,
    sql: db.sql,
    dbKind: db.kind,
    uploads: createStorage() as UploadStore,
    site,
    publisher,
    rateLimits: createMemoryRateLimitStore(),
    log,
    catalogueWatch: await startCatalogueWatch(db),
  };
  const server = createShopServer(ctx);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    ctx,
    settled: () => ctx.catalogueWatch!.settled(),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await ctx.catalogueWatch?.close();
      await ctx.publisher.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
