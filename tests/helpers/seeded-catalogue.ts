import { createStorage } from 'unstorage';
import type { Database } from '#db/connection.ts';
import { seedDemo } from '#db/seed/demo.ts';
import { seedLarge } from '#db/seed/large.ts';
import { seedMedia } from '#api/storage/seed-media.ts';
import type { UploadStore } from '#api/storage/upload-store.ts';
import { createTestDatabase, type Backend } from './databases.ts';

/** A fresh test database holding the demo shop and `products` generated products besides. */
export async function createSeededCatalogue(backend: Backend, products: number): Promise<Database> {
  const db = await createTestDatabase(backend);
  await seedDemo(db.sql, seedMedia(createStorage() as UploadStore));
  await seedLarge(db.sql, { products });
  return db;
}
