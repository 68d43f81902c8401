import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Redis } from 'ioredis';
import type { Config } from './core/config.ts';
import type { AppContext } from './core/context.ts';
import { loggerFor } from './core/logger.ts';
import { openDatabase } from '#db/connection.ts';
import { migrate } from '#db/migrate.ts';
import { seedDemo } from '#db/seed/demo.ts';
import { createUploadStore } from './storage/upload-store.ts';
import { seedMedia } from './storage/seed-media.ts';
import { createSiteHolder } from './publish/site-holder.ts';
import type { Publisher } from './publish/publisher.ts';
import { startWarnings } from './start-warnings.ts';
import { tightenTree } from './core/private-files.ts';
import { choosePublisher } from './publish/choose-publisher.ts';
import { ensureAdmin, type FirstAdmin } from './auth/admin-account.ts';
import { createShopServer } from './http/server.ts';
import { createRateLimitStore } from './core/rate-limit-store.ts';
import { startJobs } from './jobs/shop-jobs.ts';
import type { JobRunner } from './jobs/runner.ts';
import { connectRedis } from './cluster/redis.ts';
import { createInstance } from './cluster/instance.ts';
import { createMetrics } from './metrics/metrics.ts';
import { startCatalogueWatch } from './services/catalogue/listing/catalogue-watch.ts';

export interface RunningShop {
  ctx: AppContext;
  server: Server;
  url: string;
  admin: FirstAdmin | null;
  seeded: boolean;
  jobs: JobRunner;
  /** Readiness turns 503, then after DRAIN_DELAY_MS open requests finish and everything closes. */
  stop(): Promise<void>;
}

export interface StartOptions {
  signal?: AbortSignal;
  /** A person reads the output, so a generated first admin password can be shown (default true). */
  canShowPassword?: boolean;
  /** The database was migrated (and seeded) by a child process just before (decision 0423). */
  preparedApart?: { seeded: boolean } | null;
}

/** Opens the database, migrates, seeds on first start, publishes the site and listens. */
export async function startShop(config: Config, options: StartOptions = {}): Promise<RunningShop> {
  const log = loggerFor(config);
  // Printed at every start, whatever LOG_LEVEL says short of silent.
  for (const warning of startWarnings(config)) log.warn(warning);
  // A data folder, upload folder or builds written by an older version under a loose umask.
  for (const dir of [config.dataDir, config.uploadsDir, config.buildsDir]) await tightenTree(dir);
  const db = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
  let publisher: Publisher | null = null;
  // A stop asked for during start (SIGTERM while the first build runs) ends that build,
  // so the database below still closes cleanly.
  const onAbort = () => void publisher?.stop();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  let redis: Redis | null = null;
  try {
    await migrate(db.sql);
    redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL) : null;
    const instance = createInstance(redis ? async () => void (await redis!.ping()) : null);
    const uploads = createUploadStore(config);
    const seeded =
      options.preparedApart?.seeded ?? (config.seedDemo ? await seedDemo(db.sql, seedMedia(uploads)) : false);
    const admin = await ensureAdmin(db.sql, config, options.canShowPassword ?? true);
    const site = createSiteHolder();
    const metrics = createMetrics(db.sql);
    const onBuild = (outcome: string, ms: number) => metrics.builds.observe({ outcome }, ms / 1000);
    publisher = await choosePublisher({
      config,
      sql: db.sql,
      dbKind: db.kind,
      site,
      instanceId: instance.id,
      log,
      onBuild,
    });
    const ctx: AppContext = {
      config,
      sql: db.sql,
      dbKind: db.kind,
      uploads,
      site,
      publisher,
      rateLimits: await createRateLimitStore(config),
      log,
      instance,
      metrics,
      catalogueWatch: await startCatalogueWatch(db),
    };
    if (options.signal?.aborted) throw new Error('Başlatma durduruldu');
    await publisher.start(seeded ? 'always' : config.BUILD_ON_START);
    if (options.signal?.aborted) throw new Error('Başlatma durduruldu');
    options.signal?.removeEventListener('abort', onAbort);

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
      jobs,
      async stop() {
        instance.draining = true;
        if (config.DRAIN_DELAY_MS > 0) await new Promise((r) => setTimeout(r, config.DRAIN_DELAY_MS));
        server.closeIdleConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await jobs.stop();
        await publisher!.stop();
        await ctx.rateLimits.close?.();
        await ctx.catalogueWatch?.close();
        redis?.disconnect();
        await db.close();
      },
    };
  } catch (error) {
    await publisher?.stop();
    redis?.disconnect();
    await db.close();
    throw error;
  }
}
