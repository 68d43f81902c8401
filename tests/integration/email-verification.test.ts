import { describe, expect, it } from 'vitest';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { backends } from '../helpers/databases.ts';
import { call, freshIp } from '../helpers/api-calls.ts';
import { registerCustomer, tokenFromMail, verifyEmail } from '../helpers/account-fixtures.ts';
import { readMails } from '../helpers/checkout-fixtures.ts';
import { insertProduct } from '../helpers/catalogue-rows.ts';
import { remindAbandonedCarts } from '#api/features/cart-reminders/cart-reminders.ts';
import { STOCK_ALERT_MESSAGES } from '#api/features/stock-alerts/schemas.ts';
import { EMAIL_VERIFICATION_MESSAGES as m } from '#api/schemas/account.ts';

// Issue 45, 'Addresses nobody proved' (decision 0343): anyone can register with a stranger's
// address; until its mailbox answers, the shop sends it nothing on its own initiative.
describe.each(backends)('an account e-mail address nobody proved (%s)', (backend) => {
  const shop = useShopUnderTest(backend, { TRUST_PROXY: 'true' });
  const mailDir = () => shop.server.ctx.config.mailDir;
  const api = (method: string, path: string, token?: string, body?: unknown) =>
    call(shop.server.url, method, path, { token, body, ip: freshIp() });
  const profile = async (token: string) => (await api('GET', '/api/account/profile', token)).json;
  const verificationMails = async (email: string) =>
    (await readMails(mailDir())).filter((mail) => mail.includes(email) && mail.includes('/eposta-dogrula?token='));

  it('is unverified after registration, which mails a link that works once, signed in or not', async () => {
    const customer = await registerCustomer(shop.server.url);
    expect((await profile(customer.token)).emailVerified).toBe(false);
    const token = await tokenFromMail(mailDir(), customer.email, '/eposta-dogrula');
    const confirm = () => api('POST', '/api/account/email-verification/confirm', undefined, { token });
    expect(await confirm()).toEqual({ status: 200, json: { message: m.confirmed } });
    expect((await profile(customer.token)).emailVerified).toBe(true);
    expect(await confirm()).toEqual({ status: 404, json: { message: m.invalidLink } });
    // A verified address gets no further links.
    expect((await api('POST', '/api/account/email-verification', customer.token)).status).toBe(200);
    expect(await verificationMails(customer.email)).toHaveLength(1);
  });

  it('sends a new link on request a few times an hour, each voiding the one before', async () => {
    const customer = await registerCustomer(shop.server.url);
    const first = await tokenFromMail(mailDir(), customer.email, '/eposta-dogrula');
    for (let i = 0; i < 3; i++)
      expect(await api('POST', '/api/account/email-verification', customer.token)).toEqual({
        status: 200,
        json: { message: m.sent },
      });
    expect((await api('POST', '/api/account/email-verification', customer.token)).status).toBe(429);
    expect((await api('POST', '/api/account/email-verification')).status).toBe(401);
    const last = await tokenFromMail(mailDir(), customer.email, '/eposta-dogrula', 3);
    expect((await api('POST', '/api/account/email-verification/confirm', undefined, { token: first })).status).toBe(
      404,
    );
    expect((await api('POST', '/api/account/email-verification/confirm', undefined, { token: last })).status).toBe(200);
  });

  it("makes a stock alert on the account's own unproven address wait for that mailbox", async () => {
    const stranger = `yabanci_${Date.now()}@ornek.com.tr`;
    const customer = await registerCustomer(shop.server.url, { email: stranger });
    const cable = await insertProduct(shop.db.sql, { name: 'NYM Kablo 3x1,5', price: '30.00', stock: 0 });
    const wish = await api('POST', '/api/stock-alerts', customer.token, { productId: cable.id, email: stranger });
    // Before: 'waiting' at once, the double opt-in skipped for an address the account never proved.
    expect(wish.json).toEqual({ status: 'confirmation_sent', message: STOCK_ALERT_MESSAGES.confirmSent });
    const waiting = () =>
      shop.db.sql<{ confirmed: boolean }[]>`
        SELECT confirmed_at IS NOT NULL AS confirmed FROM stock_alerts WHERE product_id = ${cable.id}`;
    expect(await waiting()).toEqual([{ confirmed: false }]);
    // The owner of the mailbox proves the account's address: the wish waits from then on.
    await verifyEmail(shop.server.url, mailDir(), stranger);
    expect(await waiting()).toEqual([{ confirmed: true }]);
    const again = await api('POST', '/api/stock-alerts', customer.token, { productId: cable.id, email: stranger });
    expect(again.json).toEqual({ status: 'waiting', message: STOCK_ALERT_MESSAGES.waiting });
  });

  it('sends no cart reminder to a consenting but unproven address until it is proved', async () => {
    const customer = await registerCustomer(shop.server.url, { emailMarketingConsent: true });
    const priz = await insertProduct(shop.db.sql, { name: 'Topraklı Priz', price: '40.00', stock: 10 });
    expect((await api('POST', '/api/cart/items', customer.token, { productId: priz.id, quantity: 1 })).status).toBe(
      200,
    );
    const then = new Date(Date.now() - 30 * 3_600_000);
    await shop.db.sql`UPDATE carts SET updated_at = ${then} WHERE user_id = ${customer.id}`;
    await shop.db.sql`UPDATE cart_items SET created_at = ${then}
      WHERE cart_id = (SELECT id FROM carts WHERE user_id = ${customer.id})`;
    const reminders = async () =>
      (await readMails(mailDir())).filter(
        (mail) => mail.includes(customer.email) && mail.includes('Sepetinizde bıraktığınız ürünler'),
      );
    await remindAbandonedCarts(shop.server.ctx);
    expect(await reminders()).toHaveLength(0);
    await verifyEmail(shop.server.url, mailDir(), customer.email);
    await remindAbandonedCarts(shop.server.ctx);
    expect(await reminders()).toHaveLength(1);
  });

  it('makes a changed address unverified again, with its own link; a password-reset link proves it too', async () => {
    const customer = await registerCustomer(shop.server.url);
    await verifyEmail(shop.server.url, mailDir(), customer.email);
    const changed = `yeni_${customer.email}`;
    const res = await api('PUT', '/api/account/profile', customer.token, {
      fullName: 'Ayşe Yılmaz',
      phone: '0312 555 00 00',
      email: changed,
      password: customer.password,
    });
    expect(res.status).toBe(200);
    expect(res.json.emailVerified).toBe(false);
    await tokenFromMail(mailDir(), changed, '/eposta-dogrula');
    // The reset link reaches the new mailbox: using it proves the address as well.
    expect((await api('POST', '/api/auth/password-reset', undefined, { email: changed })).status).toBe(200);
    const reset = await tokenFromMail(mailDir(), changed, '/sifre-sifirla');
    const done = await api('POST', '/api/auth/password-reset/confirm', undefined, {
      token: reset,
      password: 'Yepyeni-Sifre-42',
    });
    expect(done.status).toBe(200);
    const [row] = await shop.db.sql<{ verified: boolean }[]>`
      SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE id = ${customer.id}`;
    expect(row!.verified).toBe(true);
  });
});
