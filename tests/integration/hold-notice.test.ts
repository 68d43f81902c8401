import { describe, expect, it } from 'vitest';
import { backends } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { insertCart, insertProduct, insertVariant, newSessionId } from '../helpers/checkout-fixtures.ts';
import { checkoutCart } from '../helpers/order-flow.ts';
import { call } from '../helpers/api-calls.ts';

// Issue 45, decision 0346: a buyer who wants more than a checkout can hold for them is told,
// on the product page (product details) and in the cart, that the first to pay takes them.
describe.each(backends)('the first-payer notice (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  const sql = () => shop.db.sql;

  it('gives the product page what a checkout can hold, per product and per variant, after others’ holds', async () => {
    const productId = await insertProduct(sql(), { stock: 9 });
    // An unpaid order holds floor(9 / 3) = 3 of the shelf; 6 are left for sale, none holdable.
    await checkoutCart(shop, [{ productId, quantity: 5 }]);
    const details = await call(shop.server.url, 'GET', `/api/products/details/${productId}`);
    expect(details.json).toMatchObject({ stockQuantity: 6, holdable: 0 });

    const withVariants = await insertProduct(sql(), { stock: 0 });
    const variantId = await insertVariant(sql(), withVariants, { stock: 7 });
    const variants = await call(shop.server.url, 'GET', `/api/products/details/${withVariants}`);
    expect(variants.json.variants).toEqual([expect.objectContaining({ id: variantId, stockQuantity: 7, holdable: 2 })]);
  });

  it('tells the cart line that wants more than can be held, with the real number left', async () => {
    const productId = await insertProduct(sql(), { stock: 3 });
    const session = newSessionId();
    await insertCart(sql(), { sessionId: session }, [{ productId, quantity: 2 }]);
    const cart = await call(shop.server.url, 'GET', '/api/cart', { session });
    expect(cart.json.items[0].holdNotice).toBe('son 3 ürün: ödemeyi ilk tamamlayan alır');

    const one = newSessionId();
    await insertCart(sql(), { sessionId: one }, [{ productId, quantity: 1 }]);
    expect(
      (await call(shop.server.url, 'GET', '/api/cart', { session: one })).json.items[0].holdNotice,
    ).toBeUndefined();
  });
});
