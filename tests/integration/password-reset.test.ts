import { describe, expect, it } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { call, freshIp } from '../helpers/api-calls.ts';
import { registerCustomer, tokenFromMail } from '../helpers/account-fixtures.ts';
import { readMails } from '../helpers/checkout-fixtures.ts';
import { AUTH_MESSAGES } from '#api/schemas/auth.ts';
import { RESET_MESSAGES } from '#api/schemas/password-reset.ts';
import { removeSpentTokens } from '#api/services/accounts/one-time-tokens.ts';

const backends = runsOn('both');

describe.each(backends)('forgotten password (%s)', (backend) => {
  const shop = useShopUnderTest(backend, { TRUST_PROXY: 'true' });
  const post = (path: string, body: unknown, ip = freshIp()) => call(shop.server.url, 'POST', path, { body, ip });
  const mailDir = () => shop.server.ctx.config.mailDir;
  const login = (username: string, password: string) => post('/api/auth/login', { username, password });

  it('answers a registered and an unknown address the same way, and mails only the registered one', async () => {
    const ayse = await registerCustomer(shop.server.url);
    const mehmet = await registerCustomer(shop.server.url);
    const before = (await readMails(mailDir())).length;
    const known = await post('/api/auth/password-reset', { email: ayse.email.toUpperCase() });
    const unknown = await post('/api/auth/password-reset', { email: 'kimse-yok@ornek.com.tr' });
    expect(known).toEqual({ status: 200, json: { message: RESET_MESSAGES.sent } });
    expect(unknown).toEqual(known);
    await tokenFromMail(mailDir(), ayse.email, '/sifre-sifirla');
    // A later request's mail arriving is the sign the unknown address's turn has passed.
    await post('/api/auth/password-reset', { email: mehmet.email });
    await tokenFromMail(mailDir(), mehmet.email, '/sifre-sifirla');
    const mails = (await readMails(mailDir())).slice(before);
    expect(mails).toHaveLength(2);
    expect(mails.join('\n')).not.toContain('kimse-yok');
  });

  it('answers before looking the address up, so a registered address takes no longer than an unknown one', async () => {
    const ayse = await registerCustomer(shop.server.url);
    // While the accounts table is locked, no answer can come from work that reads it.
    const answers = await shop.db.sql.begin(async (tx) => {
      await tx`LOCK TABLE users IN ACCESS EXCLUSIVE MODE`;
      const both = Promise.all(
        [ayse.email, 'kimse-yok@ornek.com.tr'].map((email) => post('/api/auth/password-reset', { email })),
      );
      return Promise.race([both, new Promise((resolve) => setTimeout(() => resolve('bekledi'), 5000))]);
    });
    const sent = { status: 200, json: { message: RESET_MESSAGES.sent } };
    expect(answers).toEqual([sent, sent]);
    // The link still arrives once the table is free.
    await tokenFromMail(mailDir(), ayse.email, '/sifre-sifirla');
  });

  it('stores only the hash of the token, valid for one hour', async () => {
    const ayse = await registerCustomer(shop.server.url);
    await post('/api/auth/password-reset', { email: ayse.email });
    const token = await tokenFromMail(mailDir(), ayse.email, '/sifre-sifirla');
    const rows = await shop.db
      .sql`SELECT token_hash, expires_at - created_at AS valid FROM account_tokens WHERE user_id = ${ayse.id} AND purpose = 'password_reset'`;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(String(rows[0]!.valid)).toMatch(/^01:00:00/);
  });

  it('sets the new password once, ends every session, and the old password stops working', async () => {
    const ayse = await registerCustomer(shop.server.url);
    const second = await login(ayse.username, ayse.password);
    await post('/api/auth/password-reset', { email: ayse.email });
    const token = await tokenFromMail(mailDir(), ayse.email, '/sifre-sifirla');

    expect(await post('/api/auth/password-reset/confirm', { token, password: '123' })).toEqual({
      status: 400,
      json: { message: AUTH_MESSAGES.passwordShort },
    });
    const done = await post('/api/auth/password-reset/confirm', { token, password: 'Yeni-Sifre-9' });
    expect(done).toEqual({ status: 200, json: { message: RESET_MESSAGES.done } });
    for (const session of [ayse.token, second.json.token]) {
      expect((await call(shop.server.url, 'GET', '/api/auth/user', { token: session })).status).toBe(401);
    }
    expect((await login(ayse.username, ayse.password)).status).toBe(401);
    expect((await login(ayse.username, 'Yeni-Sifre-9')).status).toBe(200);
    // Single use.
    expect(await post('/api/auth/password-reset/confirm', { token, password: 'Baska-Sifre-9' })).toEqual({
      status: 400,
      json: { message: RESET_MESSAGES.invalidLink },
    });
    expect((await login(ayse.username, 'Yeni-Sifre-9')).status).toBe(200);
  });

  it('refuses an expired link, an unknown token and one superseded by a newer mail', async () => {
    const ayse = await registerCustomer(shop.server.url);
    await post('/api/auth/password-reset', { email: ayse.email });
    const first = await tokenFromMail(mailDir(), ayse.email, '/sifre-sifirla');
    await post('/api/auth/password-reset', { email: ayse.email });
    const second = await tokenFromMail(mailDir(), ayse.email, '/sifre-sifirla', 1);
    expect(second).not.toBe(first);
    expect((await post('/api/auth/password-reset/confirm', { token: first, password: 'Yeni-Sifre-9' })).status).toBe(
      400,
    );
    await shop.db.sql`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE user_id = ${ayse.id}`;
    expect(await post('/api/auth/password-reset/confirm', { token: second, password: 'Yeni-Sifre-9' })).toEqual({
      status: 400,
      json: { message: RESET_MESSAGES.invalidLink },
    });
    expect(
      (await post('/api/auth/password-reset/confirm', { token: 'a'.repeat(52), password: 'Yeni-Sifre-9' })).status,
    ).toBe(400);
    expect((await post('/api/auth/password-reset/confirm', { password: 'Yeni-Sifre-9' })).status).toBe(400);
    expect((await login(ayse.username, ayse.password)).status).toBe(200);
  });

  it('lets a customer locked out by failed logins in at once after the reset', async () => {
    const ayse = await registerCustomer(shop.server.url);
    // Five failures lock the name at the address they came from (elsewhere only a far higher ceiling applies).
    const ip = freshIp();
    const loginFrom = (password: string) => post('/api/auth/login', { username: ayse.username, password }, ip);
    for (let i = 0; i < 5; i++) expect((await loginFrom(`yanlis-${i}`)).status).toBe(401);
    expect((await loginFrom(ayse.password)).status).toBe(429);
    await post('/api/auth/password-reset', { email: ayse.email });
    const token = await tokenFromMail(mailDir(), ayse.email, '/sifre-sifirla');
    expect((await post('/api/auth/password-reset/confirm', { token, password: 'Yeni-Sifre-9' })).status).toBe(200);
    expect((await loginFrom('Yeni-Sifre-9')).status).toBe(200);
  });

  it('clears used and expired links, keeping the live one', async () => {
    const ayse = await registerCustomer(shop.server.url);
    await post('/api/auth/password-reset', { email: ayse.email });
    const used = await tokenFromMail(mailDir(), ayse.email, '/sifre-sifirla');
    await post('/api/auth/password-reset/confirm', { token: used, password: 'Yeni-Sifre-9' });
    await post('/api/auth/password-reset', { email: ayse.email });
    const live = await tokenFromMail(mailDir(), ayse.email, '/sifre-sifirla', 1);
    await removeSpentTokens(shop.db.sql);
    const [left] = await shop.db.sql`
      SELECT count(*)::int AS n FROM account_tokens WHERE user_id = ${ayse.id} AND purpose = 'password_reset'`;
    expect(left!.n).toBe(1);
    expect((await post('/api/auth/password-reset/confirm', { token: live, password: 'Baska-Sifre-9' })).status).toBe(
      200,
    );
  });

  it('refuses a malformed address with 400', async () => {
    expect(await post('/api/auth/password-reset', { email: 'ayse@' })).toEqual({
      status: 400,
      json: { message: AUTH_MESSAGES.email },
    });
  });

  it('limits requests per address, registered or not, the same way', async () => {
    const ayse = await registerCustomer(shop.server.url);
    for (const email of [ayse.email, 'yok-boyle-biri@ornek.com.tr']) {
      for (let i = 0; i < 3; i++) expect((await post('/api/auth/password-reset', { email })).status).toBe(200);
      expect((await post('/api/auth/password-reset', { email })).status).toBe(429);
    }
  });

  it('limits requests per client address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await post('/api/auth/password-reset', { email: `kisi${i}@ornek.com.tr` }, ip)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
