import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type Backend } from './databases.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { startFakeIyzico } from '#api/payments/iyzico-fake.test-support.ts';
import type { Database } from '#db/connection.ts';

/** A fresh database, the local iyzico fake with these keys, and the shop configured for it. */
export function useIyzicoShop(backend: Backend, keys: { apiKey: string; secret: string }) {
  const shop = {} as { db: Database; server: TestServer; iyzico: Awaited<ReturnType<typeof startFakeIyzico>> };
  beforeAll(async () => {
    shop.db = await createTestDatabase(backend);
    shop.iyzico = await startFakeIyzico(keys.apiKey, keys.secret);
    shop.server = await startTestServer(shop.db, {
      IYZICO_API_KEY: keys.apiKey,
      IYZICO_SECRET_KEY: keys.secret,
      IYZICO_BASE_URL: shop.iyzico.url,
      PUBLIC_SITE_URL: 'https://magaza.example',
    });
  });
  afterAll(async () => {
    await shop.server?.close();
    await shop.iyzico?.close();
    await shop.db?.close();
  });
  return shop;
}
