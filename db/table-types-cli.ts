// npm run db:types: rewrites db/tables.ts and db/schema.sql from the migrations (on a throwaway
// in-memory database).
import { writeFile } from 'node:fs/promises';
import { openDatabase } from './connection.ts';
import { migrate } from './migrate.ts';
import { tableTypesSource } from './table-types.ts';
import { schemaSqlSource } from './schema-sql.ts';

const db = await openDatabase({});
try {
  await migrate(db.sql);
  await writeFile(new URL('./tables.ts', import.meta.url), await tableTypesSource(db.sql));
  await writeFile(new URL('./schema.sql', import.meta.url), await schemaSqlSource(db.sql));
  console.log('db/tables.ts and db/schema.sql written');
} finally {
  await db.close();
}
