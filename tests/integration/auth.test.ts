import { describe, expect, it } from 'vitest';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { runsOn } from '../helpers/databases.ts';
import { call, freshIp } from '../helpers/api-calls.ts';
import { createAdmin } from '#api/auth/admin-account.ts';
import { sessionIdOf } from '#api/auth/session.ts';
import { AUTH_MESSAGES } from '#api/schemas/auth.ts';
import { CONSENT_TEXT_VERSION } from '#api/services/accounts/consents.ts';

const backends = runsOn('pglite');

let n = 0;
const person = (extra: Record<string, unknown> = {}) => {
  n++;
  return {
    username: `musteri${n}`,
    email: `musteri${n}@ornek.com.tr`,
    password: 'gizli123',
    fullName: 'Ayşe Yılmaz',
    phone: '0312 555 00 00',
    kvkkConsent: true,
    emailMarketingConsent: false,
    ...extra,
  };
};

describe.each(backends)('accounts and sessions (%s)', (backend) => {
  const shop = useShopUnderTest(backend, { TRUST_PROXY: 'true' });
  const api = (method: string, path: string, options: Parameters<typeof call>[3] = {}) =>
    call(shop.server.url, method, path, { ip: freshIp(), ...options });

  it('registers a customer, answers {token, user{id}} and knows the user by the token', async () => {
    const body = person();
    const res = await api('POST', '/api/auth/register', { body });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ token: expect.stringMatching(/^[a-z2-7]{32}$/), user: { id: expect.any(Number) } });
    const me = await api('GET', '/api/auth/user', { token: res.json.token });
    expect(me.status).toBe(200);
    expect(me.json).toEqual({
      id: res.json.user.id,
      username: body.username,
      isAdmin: false,
      adminRole: null,
      email: body.email,
      fullName: 'Ayşe Yılmaz',
      phone: '0312 555 00 00',
      inPriceGroup: false,
    });
  });

  it('stores only the hash of the token and an argon2id password hash', async () => {
    const body = person();
    const { json } = await api('POST', '/api/auth/register', { body });
    const [session] = await shop.db.sql`SELECT id, expires_at FROM sessions WHERE user_id = ${json.user.id}`;
    expect(session!.id).toBe(sessionIdOf(json.token));
    expect(session!.id).not.toContain(json.token);
    expect(new Date(session!.expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    const [user] = await shop.db.sql`SELECT password_hash FROM users WHERE id = ${json.user.id}`;
    expect(user!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('records the KVKK and marketing consents with time, text version and address', async () => {
    const ip = freshIp();
    const { json } = await call(shop.server.url, 'POST', '/api/auth/register', {
      body: person({ emailMarketingConsent: true }),
      ip,
    });
    const rows = await shop.db
      .sql`SELECT kind, granted, text_version, client_ip, created_at FROM consents WHERE user_id = ${json.user.id} ORDER BY kind`;
    expect(rows.map((r) => [r.kind, r.granted, r.text_version, r.client_ip])).toEqual([
      ['kvkk', true, CONSENT_TEXT_VERSION.kvkk, ip],
      ['marketing', true, CONSENT_TEXT_VERSION.marketing, ip],
    ]);
    expect(rows[0]!.created_at).toBeInstanceOf(Date);
  });

  it.each([
    ['a missing username', { username: undefined }, AUTH_MESSAGES.required],
    ['a blank full name', { fullName: '   ' }, AUTH_MESSAGES.required],
    ['a missing e-mail', { email: '' }, AUTH_MESSAGES.required],
    ['a malformed e-mail', { email: 'ayse@' }, AUTH_MESSAGES.email],
    ['a short password', { password: '12345' }, AUTH_MESSAGES.passwordShort],
    ['no KVKK consent', { kvkkConsent: false }, AUTH_MESSAGES.kvkk],
    ['KVKK consent as text', { kvkkConsent: 'true' }, AUTH_MESSAGES.kvkk],
    ['a number as username', { username: 12345 }, AUTH_MESSAGES.required],
  ])('refuses registration with %s', async (_, change, message) => {
    const body = person(change);
    const res = await api('POST', '/api/auth/register', { body });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message });
    const [count] = await shop.db.sql`SELECT count(*)::int AS n FROM users WHERE email = ${String(body.email)}`;
    expect(count!.n).toBe(0);
  });

  it('refuses a malformed JSON body with 400', async () => {
    const res = await api('POST', '/api/auth/register', { rawBody: '{"username": ' });
    expect(res.status).toBe(400);
    expect(res.json.message).toBeTruthy();
  });

  it('never makes an admin, whatever the body carries', async () => {
    const res = await api('POST', '/api/auth/register', {
      body: person({ isAdmin: true, is_admin: true, role: 'admin' }),
    });
    expect(res.status).toBe(200);
    const me = await api('GET', '/api/auth/user', { token: res.json.token });
    expect(me.json.isAdmin).toBe(false);
    const adminPage = await api('GET', '/api/admin/anything', { token: res.json.token });
    expect(adminPage.status).toBe(403);
  });

  it('keeps usernames unique regardless of case, and e-mails unique', async () => {
    const first = person();
    expect((await api('POST', '/api/auth/register', { body: first })).status).toBe(200);
    const sameName = await api('POST', '/api/auth/register', {
      body: person({ username: first.username.toLocaleUpperCase('tr-TR') }),
    });
    expect(sameName).toEqual({ status: 409, json: { message: AUTH_MESSAGES.usernameTaken } });
    const sameEmail = await api('POST', '/api/auth/register', { body: person({ email: first.email.toUpperCase() }) });
    expect(sameEmail).toEqual({ status: 409, json: { message: AUTH_MESSAGES.emailTaken } });
  });

  it('answers a taken username the same whether the e-mail is registered or not', async () => {
    const first = person();
    const other = person();
    for (const body of [first, other]) expect((await api('POST', '/api/auth/register', { body })).status).toBe(200);
    const withRegistered = await api('POST', '/api/auth/register', {
      body: person({ username: first.username, email: other.email }),
    });
    const withNew = await api('POST', '/api/auth/register', { body: person({ username: first.username }) });
    expect(withRegistered).toEqual({ status: 409, json: { message: AUTH_MESSAGES.usernameTaken } });
    expect(withNew).toEqual(withRegistered);
  });

  it('folds usernames the Turkish way: İsmail and ismail are one name, ISMAIL is another', async () => {
    const suffix = Math.random().toString(36).slice(2, 7);
    expect((await api('POST', '/api/auth/register', { body: person({ username: `İsmail${suffix}` }) })).status).toBe(
      200,
    );
    const same = await api('POST', '/api/auth/register', { body: person({ username: `ismail${suffix}` }) });
    expect(same).toEqual({ status: 409, json: { message: AUTH_MESSAGES.usernameTaken } });
    expect((await api('POST', '/api/auth/register', { body: person({ username: `ISMAIL${suffix}` }) })).status).toBe(
      200,
    );
  });

  it('logs in with any letter case of the username and answers {token, user{id, isAdmin}}', async () => {
    const body = person();
    const reg = await api('POST', '/api/auth/register', { body });
    const res = await api('POST', '/api/auth/login', {
      body: { username: body.username.toLocaleUpperCase('tr-TR'), password: body.password },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ token: expect.any(String), user: { id: reg.json.user.id, isAdmin: false } });
    expect(res.json.token).not.toBe(reg.json.token);
  });

  it('tells an admin apart at login', async () => {
    await createAdmin(shop.db.sql, 'patron', 'patron-sifre');
    const res = await api('POST', '/api/auth/login', { body: { username: 'patron', password: 'patron-sifre' } });
    expect(res.json.user.isAdmin).toBe(true);
  });

  it('answers a wrong password and an unknown user with the same message', async () => {
    const body = person();
    await api('POST', '/api/auth/register', { body });
    const wrongPassword = await api('POST', '/api/auth/login', {
      body: { username: body.username, password: 'yanlis-sifre' },
    });
    const unknownUser = await api('POST', '/api/auth/login', {
      body: { username: 'hic-olmayan', password: 'gizli123' },
    });
    expect(wrongPassword).toEqual({ status: 401, json: { message: 'Kullanıcı adı veya şifre hatalı' } });
    expect(unknownUser).toEqual(wrongPassword);
  });

  it('asks for both login fields', async () => {
    for (const body of [{}, { username: 'ayse' }, { username: '  ', password: 'x' }, { username: 5, password: 'x' }]) {
      expect(await api('POST', '/api/auth/login', { body })).toEqual({
        status: 400,
        json: { message: 'Tüm alanları doldurun' },
      });
    }
  });

  it('answers 401 for a missing, unknown or malformed token', async () => {
    expect((await api('GET', '/api/auth/user')).status).toBe(401);
    expect((await api('GET', '/api/auth/user', { token: 'a'.repeat(32) })).status).toBe(401);
    expect((await api('GET', '/api/auth/user', { token: '../../etc' })).status).toBe(401);
  });

  it('ends the session on the server at logout', async () => {
    const { json } = await api('POST', '/api/auth/register', { body: person() });
    const other = await api('POST', '/api/auth/login', { body: { username: `musteri${n}`, password: 'gizli123' } });
    expect((await api('POST', '/api/auth/logout', { token: json.token })).status).toBe(200);
    expect((await api('GET', '/api/auth/user', { token: json.token })).status).toBe(401);
    // Another device of the same customer stays signed in.
    expect((await api('GET', '/api/auth/user', { token: other.json.token })).status).toBe(200);
  });

  it('forgets failures after a successful login', async () => {
    const body = person();
    await api('POST', '/api/auth/register', { body });
    const ip = freshIp();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++)
        await call(shop.server.url, 'POST', '/api/auth/login', {
          ip,
          body: { username: body.username, password: 'yanlis' },
        });
      expect(
        (
          await call(shop.server.url, 'POST', '/api/auth/login', {
            ip,
            body: { username: body.username, password: body.password },
          })
        ).status,
      ).toBe(200);
    }
  });
});
