import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { TEST_MODE_NOTICE } from '#api/schemas/checkout.ts';
import { createTestDatabase } from '../helpers/databases.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { createCheckout, insertCart, insertProduct, newSessionId, validForm } from '../helpers/checkout-fixtures.ts';
import type { Database } from '#db/connection.ts';

const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

// The shops under test run the embedded sandbox: no real payment is taken, and the buyer is told so.
describe('test-mode notice in Chromium', () => {
  let db: Database;
  let server: TestServer;
  beforeAll(async () => {
    db = await createTestDatabase('pglite');
    server = await startTestServer(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('shows on the checkout page', async () => {
    const page = await browser.newPage();
    await page.goto('/checkout');
    const notice = page.getByRole('note').filter({ hasText: TEST_MODE_NOTICE });
    await notice.waitFor();
    expect(await notice.isVisible()).toBe(true);
  });

  it('shows on the sandbox card form', async () => {
    const productId = await insertProduct(db.sql, { name: 'Sıva Altı Priz', stock: 5 });
    const sessionId = newSessionId();
    await insertCart(db.sql, { sessionId }, [{ productId, quantity: 1 }]);
    const { token } = await (await createCheckout(server.url, sessionId, validForm())).json();
    const page = await browser.newPage();
    await page.goto(`${server.url}/api/payment/sandbox/form?token=${token}`);
    const notice = page.getByRole('note').filter({ hasText: TEST_MODE_NOTICE });
    await notice.waitFor();
    expect(await notice.isVisible()).toBe(true);
  });
});
