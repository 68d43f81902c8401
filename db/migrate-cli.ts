import { loadConfig } from '#api/core/config.ts';
import { openDatabase } from './connection.ts';
import { migrate } from './migrate.ts';

const config = loadConfig();
const db = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
try {
  const applied = await migrate(db.sql);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await db.close();
}
