import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from './core/config.ts';
import type { AppContext } from './core/context.ts';
import { loggerFor } from './core/logger.ts';
import { openDatabase } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemo } from '../db/seed/demo.ts';
import { createUploadStore } from './storage/upload-store.ts';
import { seedMedia } from './storage/seed-media.ts';
import { createSiteHolder } from './publish/site-holder.ts';
import { createPublisher } from './publish/publisher.ts';
import { ensureAdmin, type CreatedAdmin } from './auth/admin-account.ts';
import { createShopServer } from './http/server.ts';
import { createRateLimitStore } from './http/rate-limit-store.ts';
import { startJobs } from './jobs/shop-jobs.ts';

export interface RunningShop {
  ctx: AppContext;
  server: Server;
  url: string;
  admin: CreatedAdmin | null;
  seeded: boolean;
  stop(): Promise<void>;
}

/** Opens the database, migrates, seeds on first start, publishes the site and listens. */
export async function startShop(config: Config): Promise<RunningShop> {
  const log = loggerFor(config);
  const db = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
  try {
    await migrate(db.sql);
    const uploads = createUploadStore(config);
    const seeded = config.SEED_DEMO === 'true' ? await seedDemo(db.sql, seedMedia(uploads)) : false;
    const admin = await ensureAdmin(db.sql, config);
    const site = createSiteHolder();
    const publisher = createPublisher({ sql: db.sql, site, buildsDir: config.buildsDir, siteUrl: config.siteUrl, log });
    const ctx: AppContext = { config, sql: db.sql, dbKind: db.kind, uploads, site, publisher, rateLimits: await createRateLimitStore(config), log };
    await publisher.start(seeded ? 'always' : config.BUILD_ON_START);

    const server = createShopServer(ctx);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.PORT, config.HOST, resolve);
    });
    const jobs = startJobs(ctx);
    const { port } = server.address() as AddressInfo;
    const url = `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${port}`;
    return {
      ctx,
      server,
      url,
      admin,
      seeded,
      async stop() {
        server.closeIdleConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await jobs.stop();
        await publisher.idle();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
