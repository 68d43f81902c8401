import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { useBrowser } from './browser.ts';
import { TEST_MODE_NOTICE } from '#api/schemas/checkout.ts';
import { insertProduct } from '../helpers/checkout-fixtures.ts';
import { checkoutCart } from '../helpers/order-flow.ts';

const browser = useBrowser();
beforeAll(() => browser.start());
afterAll(() => browser.stop());

// The shops under test run the embedded sandbox: no real payment is taken, and the buyer is told so.
describe('test-mode notice in Chromium', () => {
  const shop = useShopUnderTest('pglite');
  it('shows on the checkout page', async () => {
    const page = await browser.newPage();
    await page.goto('/checkout');
    const notice = page.getByRole('note').filter({ hasText: TEST_MODE_NOTICE });
    await notice.waitFor();
    expect(await notice.isVisible()).toBe(true);
  });

  it('shows on the sandbox card form', async () => {
    const productId = await insertProduct(shop.db.sql, { name: 'Sıva Altı Priz', stock: 5 });
    const { token } = await checkoutCart(shop, [{ productId, quantity: 1 }]);
    const page = await browser.newPage();
    await page.goto(`${shop.server.url}/api/payment/sandbox/form?token=${token}`);
    const notice = page.getByRole('note').filter({ hasText: TEST_MODE_NOTICE });
    await notice.waitFor();
    expect(await notice.isVisible()).toBe(true);
  });
});
