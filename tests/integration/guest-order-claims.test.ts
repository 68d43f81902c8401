import { describe, expect, it } from 'vitest';
import { backends } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { call, freshIp } from '../helpers/api-calls.ts';
import { placeOrder, registerCustomer, tokenFromMail } from '../helpers/account-fixtures.ts';
import { CLAIM_MESSAGES } from '#api/services/accounts/guest-order-claims.ts';

describe.each(backends)('earlier guest orders join an account (%s)', (backend) => {
  const shop = useShopUnderTest(backend, { TRUST_PROXY: 'true' });
  const api = (method: string, path: string, token?: string, body?: unknown) =>
    call(shop.server.url, method, path, { token, body, ip: freshIp() });
  const myOrders = async (token: string) =>
    (await api('GET', '/api/account/orders', token)).json.orders.map((o: { orderNumber: string }) => o.orderNumber);
  const mailDir = () => shop.server.ctx.config.mailDir;

  it('only after the customer opens the link mailed to that address', async () => {
    const email = `misafir_${Date.now()}@ornek.com.tr`;
    const guestOrder = await placeOrder(shop.db.sql, shop.server.url, null, { customerEmail: email.toUpperCase() });
    const otherGuest = await placeOrder(shop.db.sql, shop.server.url, null, { customerEmail: 'baskasi@ornek.com.tr' });
    const ayse = await registerCustomer(shop.server.url, { email });
    // Typing the address at registration proves nothing.
    expect(await myOrders(ayse.token)).toEqual([]);
    const token = await tokenFromMail(mailDir(), email, '/hesabim/siparisleri-bagla');

    expect((await api('POST', '/api/account/guest-orders/confirm', undefined, { token: 'b'.repeat(52) })).status).toBe(
      400,
    );
    const claimed = await api('POST', '/api/account/guest-orders/confirm', undefined, { token });
    expect(claimed).toEqual({ status: 200, json: { claimed: 1, message: '1 sipariş hesabınıza eklendi.' } });
    expect(await myOrders(ayse.token)).toEqual([guestOrder]);
    expect(await myOrders(ayse.token)).not.toContain(otherGuest);
    expect(await api('POST', '/api/account/guest-orders/confirm', undefined, { token })).toEqual({
      status: 400,
      json: { message: CLAIM_MESSAGES.invalidLink },
    });
  });

  it('sends a new link on request, and a link stops working once the account changes its address', async () => {
    const ayse = await registerCustomer(shop.server.url);
    const later = await placeOrder(shop.db.sql, shop.server.url, null, { customerEmail: ayse.email });
    expect(await api('POST', '/api/account/guest-orders/request', ayse.token)).toEqual({
      status: 200,
      json: { message: CLAIM_MESSAGES.sent },
    });
    const token = await tokenFromMail(mailDir(), ayse.email, '/hesabim/siparisleri-bagla');
    await api('PUT', '/api/account/profile', ayse.token, {
      fullName: 'Ayşe Yılmaz',
      email: `yeni_${ayse.email}`,
      password: ayse.password,
    });
    expect((await api('POST', '/api/account/guest-orders/confirm', undefined, { token })).status).toBe(400);
    expect(await myOrders(ayse.token)).toEqual([]);
    const [row] = await shop.db.sql`SELECT user_id FROM orders WHERE order_number = ${later}`;
    expect(row!.user_id).toBeNull();
  });

  it('answers the same whether or not guest orders exist, and limits requests', async () => {
    const ayse = await registerCustomer(shop.server.url);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await api('POST', '/api/account/guest-orders/request', ayse.token));
    expect(statuses.slice(0, 3)).toEqual(Array(3).fill({ status: 200, json: { message: CLAIM_MESSAGES.sent } }));
    expect(statuses[3]!.status).toBe(429);
    expect((await api('POST', '/api/account/guest-orders/request')).status).toBe(401);
  });
});
