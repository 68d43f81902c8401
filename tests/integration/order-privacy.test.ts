import { describe, expect, it } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { customerToken } from '../helpers/sessions.ts';
import { guestSession } from '../helpers/api-calls.ts';
import { insertCart, insertProduct, validForm } from '../helpers/checkout-fixtures.ts';
import { checkoutCart } from '../helpers/order-flow.ts';

const backends = runsOn('pglite');

// KVKK: the order number alone shows the buyer's details for 30 days; after that only
// the signed-in owner or the browser that placed the order sees them.
describe.each(backends)('orders by number and personal data (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  const get = (orderNumber: string, headers: Record<string, string> = {}) =>
    fetch(`${shop.server.url}/api/orders/${orderNumber}`, { headers }).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));

  async function guestOrder() {
    const productId = await insertProduct(shop.db.sql, { stock: 10 });
    const form = { ...validForm(), companyName: 'Yılmaz Elektrik', taxNumber: '1234567890', notes: 'Kapıcıya bırakın' };
    const { sessionId, id, orderNumber } = await checkoutCart(shop, [{ productId, quantity: 1 }], form);
    return { sessionId, form, id, orderNumber };
  }
  const age = (id: number, days: number) =>
    shop.db.sql`UPDATE orders SET created_at = now() - make_interval(days => ${days}) WHERE id = ${id}`;

  it('shows everything to anyone with the number for 30 days', async () => {
    const o = await guestOrder();
    await age(o.id, 29);
    const { status, body } = await get(o.orderNumber);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      customerName: 'Ayşe Yılmaz',
      customerEmail: o.form.customerEmail,
      customerPhone: '05321234567',
      billingAddress: o.form.billingAddress,
      notes: 'Kapıcıya bırakın',
    });
  });

  it('masks the buyer after 30 days for others, in the same shape, and keeps the order itself', async () => {
    const o = await guestOrder();
    await age(o.id, 31);
    const full = (await get(o.orderNumber, { 'x-session-id': o.sessionId })).body;
    const { status, body } = await get(o.orderNumber, { 'x-session-id': guestSession() });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(Object.keys(full).sort());
    expect(body).toMatchObject({
      orderNumber: o.orderNumber,
      status: 'pending',
      totalAmount: full.totalAmount,
      items: full.items,
      billingCity: 'Ankara',
      shippingCity: 'Ankara',
      customerName: 'A*** Y***',
      customerEmail: 'a***@example.com',
      customerPhone: '*********67',
      companyName: 'Y*** E***',
      taxNumber: '********90',
      billingAddress: '***',
      billingPostalCode: '*****',
      shippingAddress: '***',
      shippingPostalCode: '*****',
      notes: null,
    });
    expect((await shop.server.ctx.sql`SELECT customer_name FROM orders WHERE id = ${o.id}`)[0]!.customer_name).toBe(
      'Ayşe Yılmaz',
    );
    // The browser that placed it still sees everything.
    expect(full).toMatchObject({ customerName: 'Ayşe Yılmaz', billingAddress: o.form.billingAddress });
  });

  it('shows the signed-in owner their old order in full', async () => {
    const token = await customerToken(shop.db.sql);
    const productId = await insertProduct(shop.db.sql, { stock: 10 });
    const [user] = await shop.db.sql`SELECT s.user_id FROM sessions s ORDER BY s.created_at DESC LIMIT 1`;
    await insertCart(shop.db.sql, { userId: user!.user_id }, [{ productId, quantity: 1 }]);
    const res = await fetch(`${shop.server.url}/api/checkout/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(validForm()),
    });
    const { token: paymentToken } = await res.json();
    const [row] = await shop.db.sql`SELECT id, order_number FROM orders WHERE payment_token = ${paymentToken}`;
    await age(row!.id, 400);
    expect((await get(row!.order_number, { authorization: `Bearer ${token}` })).body.customerName).toBe('Ayşe Yılmaz');
    expect((await get(row!.order_number)).body.customerName).toBe('A*** Y***');
  });
});
