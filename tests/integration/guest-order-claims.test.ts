import { describe, expect, it } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { call, freshIp } from '../helpers/api-calls.ts';
import { placeOrder, registerCustomer, tokenFromMail } from '../helpers/account-fixtures.ts';
import { readMails } from '../helpers/checkout-fixtures.ts';
import { CLAIM_MESSAGES } from '#api/services/accounts/guest-order-claims.ts';

const backends = runsOn('both');

describe.each(backends)('earlier guest orders join an account (%s)', (backend) => {
  const shop = useShopUnderTest(backend, { TRUST_PROXY: 'true' });
  const api = (method: string, path: string, token?: string, body?: unknown) =>
    call(shop.server.url, method, path, { token, body, ip: freshIp() });
  const myOrders = async (token: string) =>
    (await api('GET', '/api/account/orders', token)).json.orders.map((o: { orderNumber: string }) => o.orderNumber);
  const mailDir = () => shop.server.ctx.config.mailDir;

  const confirm = (token: string, session?: string) =>
    api('POST', '/api/account/guest-orders/confirm', session, { token });
  const ownerOf = async (orderNumber: string) =>
    (
      await shop.db.sql<{ user_id: number | null }[]>`SELECT user_id FROM orders WHERE order_number = ${orderNumber}`
    )[0]!.user_id;

  it("a stranger who registers with someone else's address gets none of their guest orders", async () => {
    const victim = `kurban_${Date.now()}@ornek.com.tr`;
    const guestOrder = await placeOrder(shop.db.sql, shop.server.url, null, { customerEmail: victim });
    const stranger = await registerCustomer(shop.server.url, { email: victim });
    // Registration links nothing: the address is not proven.
    expect(await myOrders(stranger.token)).toEqual([]);

    // The stranger asks; the link goes to the victim's mailbox, which the stranger cannot read.
    expect((await api('POST', '/api/account/guest-orders/request', stranger.token)).status).toBe(200);
    const token = await tokenFromMail(mailDir(), victim, '/hesabim/siparisleri-bagla');
    // ...and registration mailed only the address's own verification link (decision 0343), which
    // proves nothing until opened: the one other mail to the address is the link asked for since.
    expect(
      (await readMails(mailDir())).filter((m) => m.includes(victim) && !m.includes('/eposta-dogrula?token=')),
    ).toHaveLength(1);
    // The victim opens it without a session, or signed in to an account of their own: nothing joins.
    expect(await confirm(token)).toEqual({ status: 401, json: { message: CLAIM_MESSAGES.signInFirst } });
    const own = await registerCustomer(shop.server.url);
    expect(await confirm(token, own.token)).toEqual({ status: 403, json: { message: CLAIM_MESSAGES.otherAccount } });
    // The stranger, signed in, can only guess the token.
    expect(await confirm('b'.repeat(52), stranger.token)).toEqual({
      status: 400,
      json: { message: CLAIM_MESSAGES.invalidLink },
    });
    expect(await myOrders(stranger.token)).toEqual([]);
    expect(await myOrders(own.token)).toEqual([]);
    expect(await ownerOf(guestOrder)).toBeNull();
  });

  it('joins the guest orders once the account that asked opens the link mailed to its address', async () => {
    const email = `misafir_${Date.now()}@ornek.com.tr`;
    const guestOrder = await placeOrder(shop.db.sql, shop.server.url, null, { customerEmail: email.toUpperCase() });
    const otherGuest = await placeOrder(shop.db.sql, shop.server.url, null, { customerEmail: 'baskasi@ornek.com.tr' });
    const ayse = await registerCustomer(shop.server.url, { email });
    expect(await myOrders(ayse.token)).toEqual([]);
    await api('POST', '/api/account/guest-orders/request', ayse.token);
    const token = await tokenFromMail(mailDir(), email, '/hesabim/siparisleri-bagla');
    // Opened first in a browser without the session: the link keeps working for the signed-in try.
    expect((await confirm(token)).status).toBe(401);
    expect(await confirm(token, ayse.token)).toEqual({
      status: 200,
      json: { claimed: 1, message: '1 sipariş hesabınıza eklendi.' },
    });
    expect(await myOrders(ayse.token)).toEqual([guestOrder]);
    expect(await ownerOf(otherGuest)).toBeNull();
    expect(await confirm(token, ayse.token)).toEqual({ status: 400, json: { message: CLAIM_MESSAGES.invalidLink } });
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
    expect((await confirm(token, ayse.token)).status).toBe(400);
    expect(await myOrders(ayse.token)).toEqual([]);
    const [row] = await shop.db.sql`SELECT user_id FROM orders WHERE order_number = ${later}`;
    expect(row!.user_id).toBeNull();
  });

  // On PGlite the test's lock would hold the one connection the session check needs too.
  it.runIf(backend === 'postgres')('answers a request before looking for guest orders', async () => {
    const ayse = await registerCustomer(shop.server.url);
    await placeOrder(shop.db.sql, shop.server.url, null, { customerEmail: ayse.email });
    const answer = await shop.db.sql.begin(async (tx) => {
      await tx`LOCK TABLE orders, account_tokens IN ACCESS EXCLUSIVE MODE`;
      const request = api('POST', '/api/account/guest-orders/request', ayse.token);
      return Promise.race([request, new Promise((resolve) => setTimeout(() => resolve('bekledi'), 5000))]);
    });
    expect(answer).toEqual({ status: 200, json: { message: CLAIM_MESSAGES.sent } });
    await tokenFromMail(mailDir(), ayse.email, '/hesabim/siparisleri-bagla');
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
