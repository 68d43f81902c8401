import { afterAll, beforeAll } from 'vitest';
import { createStorage } from 'unstorage';
import type { Database, Sql } from '#db/connection.ts';
import { seedDemo } from '#db/seed/demo.ts';
import { seedLarge } from '#db/seed/large.ts';
import { seedMedia } from '#api/storage/seed-media.ts';
import type { UploadStore } from '#api/storage/upload-store.ts';
import { createTestDatabase, type Backend } from './databases.ts';

/**
 * For one describe block: a fresh test database holding the demo shop and `products`
 * generated products besides, closed afterwards. Its `sql` is there once the block has started.
 */
export function useSeededCatalogue(backend: Backend, products: number): { readonly sql: Sql } {
  let db: Database | undefined;
  beforeAll(async () => {
    db = await createTestDatabase(backend);
    await seedDemo(db.sql, seedMedia(createStorage() as UploadStore));
    await seedLarge(db.sql, { products });
    // The demo with its technical values and the generated products take a while on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await db?.close();
  });
  return {
    get sql() {
      if (!db) throw new Error('the seeded catalogue is opened when its describe block starts');
      return db.sql;
    },
  };
}
