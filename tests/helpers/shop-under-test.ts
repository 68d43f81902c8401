import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type Backend } from './databases.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import type { Database } from '#db/connection.ts';

/** A fresh database and a real HTTP server over it for one describe block, closed afterwards. */
export function useShopUnderTest(backend: Backend, env: Record<string, string> = {}) {
  const shop = {} as { db: Database; server: TestServer };
  beforeAll(async () => {
    shop.db = await createTestDatabase(backend);
    shop.server = await startTestServer(shop.db, env);
  });
  afterAll(async () => {
    await shop.server?.close();
    await shop.db?.close();
  });
  return shop;
}
