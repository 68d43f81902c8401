import { loadConfig } from '#api/core/config.ts';
import { keepNewFilesPrivate } from '#api/core/private-files.ts';
import { openDatabase } from './connection.ts';
import { migrate } from './migrate.ts';

keepNewFilesPrivate(); // the shop's files are its user's alone (decision 0255)

const config = loadConfig();
const db = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
try {
  const applied = await migrate(db.sql);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await db.close();
}
