import type { Sql } from '#db/connection.ts';
import type { ContentSnapshot } from '../schemas/content.ts';
import { listSettings } from '../services/settings/settings.ts';
import { listPages } from '../services/content/pages.ts';
import { listCatalogs } from '../services/content/catalogs.ts';
import { listReferences } from '../services/content/references.ts';

/** Everything the prerendered pages show, read in one consistent transaction. */
export async function readContentSnapshot(sql: Sql): Promise<ContentSnapshot> {
  return sql.begin('ISOLATION LEVEL REPEATABLE READ READ ONLY', async (tx) => ({
    generatedAt: new Date().toISOString(),
    settings: await listSettings(tx),
    pages: await listPages(tx),
    catalogs: await listCatalogs(tx),
    references: await listReferences(tx),
  }));
}
