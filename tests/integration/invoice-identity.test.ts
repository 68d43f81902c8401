import { describe, expect, it } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import {
  corporate,
  createCheckout,
  guestCart,
  insertProduct,
  stockOf,
  validForm,
} from '../helpers/checkout-fixtures.ts';
import { CHECKOUT_MESSAGES } from '#api/schemas/checkout.ts';

const backends = runsOn('pglite');

describe.each(backends)('invoice identity at checkout (%s)', (backend) => {
  const shop = useShopUnderTest(backend);

  async function guestWithCart() {
    const productId = await insertProduct(shop.db.sql, { basePrice: '10.00', stock: 5 });
    const sessionId = await guestCart(shop.db.sql, [{ productId, quantity: 1 }]);
    return { sessionId, productId };
  }
  const orderOf = async (token: string) =>
    (
      await shop.db
        .sql`SELECT invoice_type, identity_number, company_name, tax_number, tax_office FROM orders WHERE payment_token = ${token}`
    )[0];

  it('stores an individual invoice with a valid T.C. kimlik no, and individual is the default', async () => {
    const { sessionId } = await guestWithCart();
    const res = await createCheckout(shop.server.url, sessionId, { ...validForm(), identityNumber: '10000000146' });
    expect(res.status).toBe(200);
    expect(await orderOf((await res.json()).token)).toEqual({
      invoice_type: 'individual',
      identity_number: '10000000146',
      company_name: null,
      tax_number: null,
      tax_office: null,
    });
  });

  it('stores a corporate invoice with title, VKN and tax office, shown on the order', async () => {
    const { sessionId } = await guestWithCart();
    const res = await createCheckout(shop.server.url, sessionId, { ...validForm(), ...corporate });
    const { token } = await res.json();
    expect(await orderOf(token)).toEqual({
      invoice_type: 'corporate',
      identity_number: null,
      company_name: corporate.companyName,
      tax_number: '9029589240',
      tax_office: 'Ostim',
    });
    const [{ order_number }] = await shop.db.sql<
      [{ order_number: string }]
    >`SELECT order_number FROM orders WHERE payment_token = ${token}`;
    const view = await (await fetch(`${shop.server.url}/api/orders/${order_number}`)).json();
    expect(view).toMatchObject({
      invoiceType: 'corporate',
      companyName: corporate.companyName,
      taxNumber: '9029589240',
      taxOffice: 'Ostim',
    });
    expect(view).not.toHaveProperty('identityNumber');
  });

  const refused: [string, Record<string, unknown>, string][] = [
    ['a T.C. kimlik no with a wrong check digit', { identityNumber: '10000000147' }, CHECKOUT_MESSAGES.identityNumber],
    ['a T.C. kimlik no starting with 0', { identityNumber: '01234567890' }, CHECKOUT_MESSAGES.identityNumber],
    ['a 10-digit T.C. kimlik no', { identityNumber: '1000000014' }, CHECKOUT_MESSAGES.identityNumber],
    ['the placeholder as a T.C. kimlik no', { identityNumber: '11111111111' }, CHECKOUT_MESSAGES.identityNumber],
    ['a VKN with a wrong check digit', { ...corporate, taxNumber: '9029589241' }, CHECKOUT_MESSAGES.taxNumber],
    ['an 11-digit VKN', { ...corporate, taxNumber: '90295892401' }, CHECKOUT_MESSAGES.taxNumber],
    ['a corporate invoice without title', { ...corporate, companyName: '' }, CHECKOUT_MESSAGES.companyName],
    ['a corporate invoice without VKN', { ...corporate, taxNumber: '' }, CHECKOUT_MESSAGES.taxNumber],
    ['a corporate invoice without tax office', { ...corporate, taxOffice: ' ' }, CHECKOUT_MESSAGES.taxOffice],
    ['an unknown invoice type', { invoiceType: 'sirket' }, CHECKOUT_MESSAGES.invoiceType],
  ];
  it.each(refused)('refuses %s with its Turkish message and holds no stock', async (_case, change, message) => {
    const { sessionId, productId } = await guestWithCart();
    const res = await createCheckout(shop.server.url, sessionId, { ...validForm(), ...change });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
    expect(await stockOf(shop.db.sql, 'products', productId)).toBe(5);
  });
});
