import { beforeAll, describe, expect, it } from 'vitest';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { runsOn } from '../helpers/databases.ts';
import { adminAndCustomerTokens } from '../helpers/admin-session.ts';
import { call, guestSession } from '../helpers/api-calls.ts';
import { registerCustomer, verifyEmail, type TestCustomer } from '../helpers/account-fixtures.ts';
import { readMails } from '../helpers/checkout-fixtures.ts';
import { insertProduct } from '../helpers/catalogue-rows.ts';
import { remindAbandonedCarts } from '#api/features/cart-reminders/cart-reminders.ts';
import { OPT_OUT_MESSAGES } from '#api/services/accounts/marketing-opt-out.ts';
import { settingMessages } from '#api/schemas/admin-settings.ts';

const backends = runsOn('both');

describe.each(backends)('abandoned-cart reminders (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  let admin: string;
  let product: { id: number };
  let other: { id: number };
  const api = (method: string, p: string, options: { token?: string; session?: string; body?: unknown } = {}) =>
    call(shop.server.url, method, p, options);
  const remind = () => remindAbandonedCarts(shop.server.ctx);
  const reminders = async (email: string) =>
    (await readMails(shop.server.ctx.config.mailDir)).filter(
      (m) => m.includes(email) && m.includes('Sepetinizde bıraktığınız ürünler'),
    );
  /** A customer with a cart line, who consented (or not) to commercial mails and proved the address (or not). */
  async function customerWithCart(consent: boolean, verified = true): Promise<TestCustomer> {
    const customer = await registerCustomer(shop.server.url);
    if (verified) await verifyEmail(shop.server.url, shop.server.ctx.config.mailDir, customer.email);
    await shop.db.sql`UPDATE users SET email_marketing_consent = ${consent} WHERE email = ${customer.email}`;
    const added = await api('POST', '/api/cart/items', {
      token: customer.token,
      body: { productId: product.id, quantity: 2 },
    });
    expect(added.status).toBe(200);
    return customer;
  }
  /** The customer's cart as if left `hours` ago, its lines too. */
  const leave = async (customer: TestCustomer, hours: number) => {
    const then = new Date(Date.now() - hours * 3_600_000);
    await shop.db.sql`
      UPDATE carts SET updated_at = ${then} WHERE user_id = (SELECT id FROM users WHERE email = ${customer.email})`;
    await shop.db.sql`
      UPDATE cart_items SET created_at = ${then}
      WHERE cart_id = (SELECT c.id FROM carts c JOIN users u ON u.id = c.user_id WHERE u.email = ${customer.email})`;
  };
  const tokenOf = (mail: string) => /geri-yukle\?token=([a-z2-7]{52})/.exec(mail)![1]!;

  beforeAll(async () => {
    admin = (await adminAndCustomerTokens(shop.db.sql)).admin;
    product = await insertProduct(shop.db.sql, { name: 'Sıva Altı Priz Çerçevesi', price: '45.00', stock: 50 });
    other = await insertProduct(shop.db.sql, { name: 'Işık Anahtarı Vavien', price: '65.00', stock: 50 });
  });

  it('mails a consenting customer once for a cart left past the wait, never one without consent or not yet left', async () => {
    const consenting = await customerWithCart(true);
    const refusing = await customerWithCart(false);
    const recent = await customerWithCart(true);
    await leave(consenting, 30);
    await leave(refusing, 30);
    await leave(recent, 2);

    const runs = await Promise.all([remind(), remind()]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await remind()).toBe(0);
    const [mail] = await reminders(consenting.email);
    expect(await reminders(consenting.email)).toHaveLength(1);
    expect(await reminders(refusing.email)).toHaveLength(0);
    expect(await reminders(recent.email)).toHaveLength(0);
    expect(mail).toContain('- Sıva Altı Priz Çerçevesi: 2 adet');
    expect(mail).toMatch(/^List-Unsubscribe:\s*<http:\/\/[^>]+\/api\/marketing\/opt-out\?token=[a-z2-7]{52}>/m);
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail).toContain('/eposta-izni?token=');

    // A line added later does not make it a new cart: no second reminder.
    await api('POST', '/api/cart/items', { token: consenting.token, body: { productId: other.id } });
    await leave(consenting, 30);
    await shop.db.sql`UPDATE cart_items SET created_at = now() WHERE product_id = ${other.id}`;
    expect(await remind()).toBe(0);

    // Emptied (ordered or cleared) and filled anew: a new cart, one new reminder.
    expect((await api('POST', '/api/cart/clear', { token: consenting.token })).status).toBe(200);
    await api('POST', '/api/cart/items', { token: consenting.token, body: { productId: other.id } });
    await shop.db.sql`
      UPDATE carts SET updated_at = now() - interval '30 hours'
      WHERE user_id = (SELECT id FROM users WHERE email = ${consenting.email})`;
    expect(await remind()).toBe(1);
    expect(await reminders(consenting.email)).toHaveLength(2);
  });

  it("restores the reminded cart into another browser's cart once, and never twice in the customer's own", async () => {
    const customer = await customerWithCart(true);
    await leave(customer, 30);
    expect(await remind()).toBe(1);
    const token = tokenOf((await reminders(customer.email))[0]!);

    const session = guestSession();
    const restored = await api('POST', '/api/cart/restore', { session, body: { token } });
    expect(restored.status).toBe(200);
    expect(restored.json).toMatchObject({
      added: [{ quantity: 2 }],
      errors: [],
      message: '1 ürün sepetinize geri eklendi.',
    });
    const again = await api('POST', '/api/cart/restore', { session, body: { token } });
    expect(again.json.message).toBe('Sepetinizdeki ürünler zaten yerinde.');
    const guestCart = await api('GET', '/api/cart', { session });
    expect(guestCart.json.items.map((i: { quantity: number }) => i.quantity)).toEqual([2]);

    const own = await api('POST', '/api/cart/restore', { token: customer.token, body: { token } });
    expect(own.json.added).toEqual([]);
    const ownCart = await api('GET', '/api/cart', { token: customer.token });
    expect(ownCart.json.items.map((i: { quantity: number }) => i.quantity)).toEqual([2]);

    const wrong = await api('POST', '/api/cart/restore', { session, body: { token: 'b'.repeat(52) } });
    expect([wrong.status, wrong.json.message]).toEqual([404, 'Bu sepet bağlantısı geçersiz ya da süresi dolmuş']);
  });

  it('takes the consent back in one click from the mail, recorded, and sends no reminder after', async () => {
    const customer = await customerWithCart(true);
    await leave(customer, 30);
    expect(await remind()).toBe(1);
    const mail = (await reminders(customer.email))[0]!;
    const marketingRows = () => shop.db.sql<{ consent: boolean; withdrawals: number }[]>`
      SELECT u.email_marketing_consent AS consent,
        (SELECT count(*)::int FROM consents c WHERE c.user_id = u.id AND c.kind = 'marketing' AND NOT c.granted) AS withdrawals
      FROM users u WHERE u.email = ${customer.email}`;
    const [before] = await marketingRows();
    const optOut = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(mail)![1]!;
    // What a mail app does (RFC 8058): a form post of List-Unsubscribe=One-Click to the address.
    const res = await fetch(optOut.replace(shop.server.ctx.config.siteUrl, shop.server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe(OPT_OUT_MESSAGES.done);
    expect(await marketingRows()).toEqual([{ consent: false, withdrawals: before!.withdrawals + 1 }]);
    // A second click is answered the same and records nothing more.
    const twice = await fetch(optOut.replace(shop.server.ctx.config.siteUrl, shop.server.url), { method: 'POST' });
    expect(twice.status).toBe(200);
    expect(await marketingRows()).toEqual([{ consent: false, withdrawals: before!.withdrawals + 1 }]);

    await api('POST', '/api/cart/clear', { token: customer.token });
    await api('POST', '/api/cart/items', { token: customer.token, body: { productId: other.id } });
    await leave(customer, 30);
    expect(await remind()).toBe(0);
    const bad = await api('POST', '/api/marketing/opt-out?token=yok');
    expect([bad.status, bad.json.message]).toEqual([404, OPT_OUT_MESSAGES.invalidLink]);
  });

  it('follows the admin’s wait, and 0 sends none', async () => {
    const save = (value: string) => api('PUT', '/api/settings/cart_reminder_hours', { token: admin, body: { value } });
    const refused = await save('-1');
    expect([refused.status, refused.json.message]).toEqual([400, settingMessages.cartReminderHours]);
    expect((await save('0')).status).toBe(200);
    const customer = await customerWithCart(true);
    await leave(customer, 300);
    expect(await remind()).toBe(0);
    expect((await save('400')).status).toBe(200);
    expect(await remind()).toBe(0);
    expect((await save('240')).status).toBe(200);
    expect(await remind()).toBe(1);
  });
});
