import type { Config } from '../core/config.ts';
import type { Sql } from '#db/connection.ts';
import type { Logger } from '../core/logger.ts';
import type { SiteHolder } from './site-holder.ts';
import { createPublisher, type BuildObserver, type Publisher } from './publisher.ts';
import { createSharedPublisher } from './shared-publisher.ts';
import { createPostgresBus, createRedisBus } from '../cluster/bus.ts';

export type RunningPublisher = Publisher & { stop(): Promise<void> };

/**
 * Embedded PGlite is one process: builds stay on its disk (publisher.ts). On a PostgreSQL
 * server several instances may run, so builds are coordinated and stored there, and instances
 * are told through Redis pub/sub when REDIS_URL is set, else LISTEN/NOTIFY.
 */
export async function choosePublisher(opts: {
  config: Config;
  sql: Sql;
  dbKind: 'pglite' | 'postgres';
  site: SiteHolder;
  instanceId: string;
  log: Logger;
  onBuild?: BuildObserver;
}): Promise<RunningPublisher> {
  const { config, sql, site, log, onBuild } = opts;
  const common = { sql, site, buildsDir: config.buildsDir, siteUrl: config.siteUrl, log, onBuild };
  if (opts.dbKind === 'pglite') {
    return createPublisher(common);
  }
  const bus = config.REDIS_URL
    ? await createRedisBus(config.REDIS_URL, `${config.REDIS_PREFIX}cluster`)
    : createPostgresBus(sql);
  return createSharedPublisher({ ...common, bus, instanceId: opts.instanceId });
}
