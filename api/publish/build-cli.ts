// npm run build: builds the site from the database's content and makes it the live build
// (on a PostgreSQL server: for every running instance).
import { loadConfig } from '../core/config.ts';
import { keepNewFilesPrivate } from '../core/private-files.ts';
import { loggerFor } from '../core/logger.ts';
import { openDatabase } from '#db/connection.ts';
import { migrate } from '#db/migrate.ts';
import { createSiteHolder } from './site-holder.ts';
import { choosePublisher } from './choose-publisher.ts';
import { createInstance } from '../cluster/instance.ts';

keepNewFilesPrivate(); // the shop's files are its user's alone (decision 0255)

const config = loadConfig();
const db = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
try {
  await migrate(db.sql);
  const publisher = await choosePublisher({
    config,
    sql: db.sql,
    dbKind: db.kind,
    site: createSiteHolder(),
    instanceId: createInstance().id,
    log: loggerFor(config),
  });
  await publisher.requestBuild();
  if (publisher.state().status === 'failed') process.exitCode = 1;
  await publisher.stop();
} finally {
  await db.close();
}
