// npm run build: builds the site from the database's content and makes it the live build.
import { loadConfig } from '../core/config.ts';
import { loggerFor } from '../core/logger.ts';
import { openDatabase } from '../../db/connection.ts';
import { migrate } from '../../db/migrate.ts';
import { createSiteHolder } from './site-holder.ts';
import { createPublisher } from './publisher.ts';

const config = loadConfig();
const db = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
try {
  await migrate(db.sql);
  const publisher = createPublisher({ sql: db.sql, site: createSiteHolder(), buildsDir: config.buildsDir, siteUrl: config.siteUrl, log: loggerFor(config) });
  await publisher.requestBuild();
  if (publisher.state().status === 'failed') process.exitCode = 1;
} finally {
  await db.close();
}
