import { describe, expect, it } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { call, freshIp } from '../helpers/api-calls.ts';
import { placeOrder, registerCustomer, type TestCustomer } from '../helpers/account-fixtures.ts';
import { adminToken } from '../helpers/sessions.ts';
import { ACCOUNT_MESSAGES } from '#api/schemas/account.ts';

const backends = runsOn('pglite');

describe.each(backends)('deleting an account (%s)', (backend) => {
  const shop = useShopUnderTest(backend, { TRUST_PROXY: 'true' });
  const api = (method: string, path: string, token: string | undefined, body?: unknown) =>
    call(shop.server.url, method, path, { token, body, ip: freshIp() });
  /** An order the customer places signed in, under their own e-mail address. */
  const orderAs = (who: TestCustomer, form: Record<string, unknown> = {}) =>
    placeOrder(
      shop.db.sql,
      shop.server.url,
      { token: who.token, userId: who.id },
      { customerEmail: who.email, ...form },
    );

  it('needs the password, then removes the account and keeps the orders with their invoice data only', async () => {
    const ayse = await registerCustomer(shop.server.url, { emailMarketingConsent: true });
    const mehmet = await registerCustomer(shop.server.url);
    await api('POST', '/api/account/addresses', ayse.token, {
      title: 'Ev',
      fullName: 'Ayşe Yılmaz',
      phone: '05321234567',
      address: 'Kızılay Mah. Atatürk Bulvarı No: 5',
      city: 'Ankara',
      district: 'Çankaya',
      postalCode: '06420',
    });
    const orderNumber = await orderAs(ayse, {
      customerPhone: '05329998877',
      notes: 'Kapıya bırakın',
      companyName: 'Yılmaz Elektrik',
      taxNumber: '1234567890',
    });
    const hisOrder = await orderAs(mehmet);

    expect(await api('DELETE', '/api/account', ayse.token, {})).toEqual({
      status: 400,
      json: { message: ACCOUNT_MESSAGES.passwordRequired },
    });
    expect(await api('DELETE', '/api/account', ayse.token, { password: 'yanlis-sifre' })).toEqual({
      status: 403,
      json: { message: ACCOUNT_MESSAGES.wrongPassword },
    });
    expect((await api('GET', '/api/auth/user', ayse.token)).status).toBe(200);

    expect(await api('DELETE', '/api/account', ayse.token, { password: ayse.password })).toEqual({
      status: 200,
      json: { success: true },
    });
    expect((await api('GET', '/api/auth/user', ayse.token)).status).toBe(401);
    expect(
      (await api('POST', '/api/auth/login', undefined, { username: ayse.username, password: ayse.password })).status,
    ).toBe(401);
    for (const table of ['users', 'sessions', 'customer_addresses', 'carts', 'account_tokens']) {
      const column = table === 'users' ? 'id' : 'user_id';
      const [row] = await shop.db
        .sql`SELECT count(*)::int AS n FROM ${shop.db.sql(table)} WHERE ${shop.db.sql(column)} = ${ayse.id}`;
      expect(row!.n, table).toBe(0);
    }
    const [consentsLeft] = await shop.db
      .sql`SELECT count(*)::int AS n FROM consents WHERE user_id = ${ayse.id} OR (order_id IS NULL AND user_id IS NULL)`;
    expect(consentsLeft!.n).toBe(0);

    // The order stays, readable by its number, with what an invoice needs and nothing more.
    const order = await api('GET', `/api/orders/${orderNumber}`, undefined);
    expect(order.status).toBe(200);
    expect(order.json).toMatchObject({
      orderNumber,
      customerName: 'Ayşe Yılmaz',
      companyName: 'Yılmaz Elektrik',
      taxNumber: '1234567890',
      billingAddress: 'İvedik OSB 1468. Cadde No: 27',
      billingCity: 'Ankara',
      billingPostalCode: '06378',
      customerEmail: '',
      customerPhone: '',
      notes: null,
    });
    expect(order.json.items).toHaveLength(1);
    expect(JSON.stringify(order.json)).not.toContain(ayse.email);
    const [stored] = await shop.db
      .sql`SELECT user_id, client_ip, session_id, personal_data_erased_at FROM orders WHERE order_number = ${orderNumber}`;
    expect(stored).toMatchObject({
      user_id: null,
      client_ip: null,
      session_id: null,
      personal_data_erased_at: expect.any(Date),
    });
    const contract = await shop.db
      .sql`SELECT kind FROM consents c JOIN orders o ON o.id = c.order_id WHERE o.order_number = ${orderNumber} ORDER BY kind`;
    expect(contract.map((c) => c.kind)).toEqual(['distance_sales_contract', 'marketing', 'preliminary_info']);

    // The other customer keeps everything.
    expect(
      (await api('GET', '/api/account/orders', mehmet.token)).json.orders.map(
        (o: { orderNumber: string }) => o.orderNumber,
      ),
    ).toEqual([hisOrder]);
    expect((await api('GET', `/api/orders/${hisOrder}`, undefined)).json.customerEmail).toBe(mehmet.email);
  });

  it('does not delete an admin account from the account page', async () => {
    const token = await adminToken(shop.db.sql);
    expect(await api('DELETE', '/api/account', token, { password: 'admin-sifre-123' })).toEqual({
      status: 403,
      json: { message: ACCOUNT_MESSAGES.adminCannotDelete },
    });
  });
});
