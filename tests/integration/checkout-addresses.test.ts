import { describe, expect, it } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { createCheckout, insertCart, insertProduct, newSessionId, validForm } from '../helpers/checkout-fixtures.ts';
import { ADDRESS_MESSAGES } from '#api/schemas/addresses.ts';

const backends = runsOn('pglite');

describe.each(backends)('checkout addresses: il, ilçe and postal code (%s)', (backend) => {
  const shop = useShopUnderTest(backend);

  async function checkout(change: Record<string, unknown>) {
    const productId = await insertProduct(shop.db.sql, { basePrice: '10.00' });
    const sessionId = newSessionId();
    await insertCart(shop.db.sql, { sessionId }, [{ productId, quantity: 1 }]);
    return createCheckout(shop.server.url, sessionId, { ...validForm(), ...change });
  }

  it('stores the province in city and the district beside it, and shows both on the order', async () => {
    const res = await checkout({
      billingDistrict: 'Yenimahalle',
      shippingCity: 'İstanbul',
      shippingDistrict: 'Kadıköy',
      shippingPostalCode: '34710',
    });
    expect(res.status).toBe(200);
    const [order] = await shop.db.sql`
      SELECT order_number, billing_city, billing_district, shipping_city, shipping_district, shipping_postal_code FROM orders WHERE payment_token = ${(await res.json()).token}`;
    expect(order).toMatchObject({
      billing_city: 'Ankara',
      billing_district: 'Yenimahalle',
      shipping_city: 'İstanbul',
      shipping_district: 'Kadıköy',
      shipping_postal_code: '34710',
    });
    const view = await (await fetch(`${shop.server.url}/api/orders/${order!.order_number}`)).json();
    expect(view).toMatchObject({
      billingDistrict: 'Yenimahalle',
      shippingCity: 'İstanbul',
      shippingDistrict: 'Kadıköy',
    });
  });

  it.each([
    ['a city that is not a province', { billingCity: 'Ankaraa' }, ADDRESS_MESSAGES.province],
    [
      'a province in the wrong letter case',
      { shippingCity: 'istanbul', shippingPostalCode: '34710' },
      ADDRESS_MESSAGES.province,
    ],
    ['a district of another province', { billingDistrict: 'Kadıköy' }, ADDRESS_MESSAGES.district],
    ['a postal code of another province', { shippingPostalCode: '34420' }, ADDRESS_MESSAGES.postalCode],
    ['a 6-digit postal code', { billingPostalCode: '063780' }, ADDRESS_MESSAGES.postalCode],
    ['a postal code with letters', { billingPostalCode: '06a78' }, ADDRESS_MESSAGES.postalCode],
  ])('refuses %s with its Turkish message', async (_case, change, message) => {
    const res = await checkout(change);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });

  it("copies the district with 'same as billing'", async () => {
    const res = await checkout({
      sameAsShipping: true,
      billingDistrict: 'Çankaya',
      billingPostalCode: '06690',
      shippingCity: '',
      shippingDistrict: null,
    });
    const [order] = await shop.db
      .sql`SELECT shipping_city, shipping_district, shipping_postal_code FROM orders WHERE payment_token = ${(await res.json()).token}`;
    expect(order).toEqual({ shipping_city: 'Ankara', shipping_district: 'Çankaya', shipping_postal_code: '06690' });
  });
});
