import { describe, expect, it } from 'vitest';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { createTestDatabase, runsOn } from '../helpers/databases.ts';
import { call, freshIp } from '../helpers/api-calls.ts';
import { createAdmin, ensureAdmin } from '#api/auth/admin-account.ts';
import { AUTH_MESSAGES } from '#api/schemas/auth.ts';
import { PASSWORD_POLICY_MESSAGES } from '#api/auth/password-policy.ts';
import { SESSION_LIFETIMES } from '#api/auth/session-lifetimes.ts';
import { sessionIdOf } from '#api/auth/session.ts';
import { tokenFromMail } from '../helpers/account-fixtures.ts';

const backends = runsOn('pglite');

let n = 0;
const person = (extra: Record<string, unknown> = {}) => {
  n++;
  return {
    username: `hesap${n}`,
    email: `hesap${n}@ornek.com.tr`,
    password: 'Kavun-Lamba-7',
    fullName: 'Ayşe Yılmaz',
    kvkkConsent: true,
    ...extra,
  };
};

describe.each(backends)('passwords and sessions (%s)', (backend) => {
  const shop = useShopUnderTest(backend, { TRUST_PROXY: 'true' });
  const api = (method: string, path: string, options: Parameters<typeof call>[3] = {}) =>
    call(shop.server.url, method, path, { ip: freshIp(), ...options });
  const login = (username: string, password: string) =>
    api('POST', '/api/auth/login', { body: { username, password } });

  it.each([
    ['one of the most common passwords', { password: 'password1' }, PASSWORD_POLICY_MESSAGES.common],
    ['a common password in other letter case', { password: 'Qwerty123' }, PASSWORD_POLICY_MESSAGES.common],
    [
      'the username as password',
      { username: 'mehmet_usta', password: 'MEHMET_USTA' },
      PASSWORD_POLICY_MESSAGES.sameAsIdentity,
    ],
    [
      'the e-mail as password',
      { email: 'ali@ornek.com.tr', password: 'ali@ornek.com.tr' },
      PASSWORD_POLICY_MESSAGES.sameAsIdentity,
    ],
  ])('refuses registration with %s, in Turkish, storing nothing', async (_, change, message) => {
    const body = person(change);
    expect(await api('POST', '/api/auth/register', { body })).toEqual({ status: 400, json: { message } });
    const [row] = await shop.db.sql<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM users WHERE username = ${body.username}`;
    expect(row!.n).toBe(0);
  });

  it('asks a customer for at least 8 characters (NIST SP 800-63B), saying so in the message', async () => {
    expect(AUTH_MESSAGES.passwordShort).toBe('Şifre en az 8 karakter olmalıdır');
    expect(await api('POST', '/api/auth/register', { body: person({ password: 'Tk9!zq7' }) })).toEqual({
      status: 400,
      json: { message: AUTH_MESSAGES.passwordShort },
    });
    expect((await api('POST', '/api/auth/register', { body: person({ password: 'Tk9!zq7w' }) })).status).toBe(200);
  });

  it('asks an admin for at least 12 characters, on a change and on a reset by mail', async () => {
    expect(AUTH_MESSAGES.adminPasswordShort).toBe('Yönetici şifresi en az 12 karakter olmalıdır');
    await createAdmin(shop.db.sql, 'uzun_yonetici', 'Eski-Yonetici-9', 'uzun_yonetici@ornek.com.tr');
    const { json } = await login('uzun_yonetici', 'Eski-Yonetici-9');
    const change = (newPassword: string) =>
      api('PUT', '/api/account/password', {
        token: json.token,
        body: { currentPassword: 'Eski-Yonetici-9', newPassword },
      });
    expect(await change('Kisa-Sifre1')).toEqual({ status: 400, json: { message: AUTH_MESSAGES.adminPasswordShort } });
    await api('POST', '/api/auth/password-reset', { body: { email: 'uzun_yonetici@ornek.com.tr' } });
    const token = await tokenFromMail(shop.server.ctx.config.mailDir, 'uzun_yonetici@ornek.com.tr', '/sifre-sifirla');
    expect(await api('POST', '/api/auth/password-reset/confirm', { body: { token, password: 'Kisa-Sifre1' } })).toEqual(
      {
        status: 400,
        json: { message: AUTH_MESSAGES.adminPasswordShort },
      },
    );
    expect((await login('uzun_yonetici', 'Eski-Yonetici-9')).status).toBe(200);
    expect((await change('Yeterli-Sifre1')).status).toBe(200);
  });

  it('a signed-in customer changes the password; the other sessions end, this one stays', async () => {
    const body = person();
    const first = await api('POST', '/api/auth/register', { body });
    const second = await login(body.username, body.password);
    const change = await api('PUT', '/api/account/password', {
      token: first.json.token,
      body: { currentPassword: body.password, newPassword: 'Yeni-Armut-42' },
    });
    expect(change).toEqual({ status: 200, json: { success: true, message: AUTH_MESSAGES.passwordChanged } });
    expect((await api('GET', '/api/auth/user', { token: first.json.token })).status).toBe(200);
    expect((await api('GET', '/api/auth/user', { token: second.json.token })).status).toBe(401);
    expect((await login(body.username, body.password)).status).toBe(401);
    expect((await login(body.username, 'Yeni-Armut-42')).status).toBe(200);
  });

  it('an admin changes the password the same way', async () => {
    await createAdmin(shop.db.sql, 'sifre_yonetici', 'Eski-Yonetici-9');
    const { json } = await login('sifre_yonetici', 'Eski-Yonetici-9');
    const res = await api('PUT', '/api/account/password', {
      token: json.token,
      body: { currentPassword: 'Eski-Yonetici-9', newPassword: 'Yeni-Yonetici-9' },
    });
    expect(res.status).toBe(200);
    expect((await login('sifre_yonetici', 'Yeni-Yonetici-9')).json.user.isAdmin).toBe(true);
  });

  it.each([
    [
      'a wrong current password',
      { currentPassword: 'yanlis-sifre', newPassword: 'Yeni-Armut-42' },
      AUTH_MESSAGES.currentPasswordWrong,
    ],
    ['a common new password', { newPassword: '12345678' }, PASSWORD_POLICY_MESSAGES.common],
    ['a short new password', { newPassword: 'ab' }, AUTH_MESSAGES.passwordShort],
    ['the same password again', {}, AUTH_MESSAGES.newPasswordSame],
    [
      'no current password',
      { currentPassword: undefined, newPassword: 'Yeni-Armut-42' },
      AUTH_MESSAGES.currentPasswordRequired,
    ],
  ])('refuses a change with %s and keeps every session', async (_, change, message) => {
    const body = person();
    const first = await api('POST', '/api/auth/register', { body });
    const second = await login(body.username, body.password);
    const res = await api('PUT', '/api/account/password', {
      token: first.json.token,
      body: { currentPassword: body.password, newPassword: body.password, ...change },
    });
    expect(res).toEqual({ status: 400, json: { message } });
    expect((await api('GET', '/api/auth/user', { token: second.json.token })).status).toBe(200);
    expect((await login(body.username, body.password)).status).toBe(200);
  });

  it('needs a session to change a password', async () => {
    expect(
      (await api('PUT', '/api/account/password', { body: { currentPassword: 'x', newPassword: 'Yeni-Armut-42' } }))
        .status,
    ).toBe(401);
  });

  it('ends an admin session after 30 idle minutes and 12 hours at most; a customer session lasts far longer', async () => {
    expect(SESSION_LIFETIMES.admin.idleMs).toBe(30 * 60_000);
    expect(SESSION_LIFETIMES.admin.absoluteMs * 7).toBeLessThan(SESSION_LIFETIMES.customer.absoluteMs);
    await createAdmin(shop.db.sql, 'oturum_yonetici', 'Oturum-Yonetici-5');
    const admin = (await login('oturum_yonetici', 'Oturum-Yonetici-5')).json.token as string;
    const [row] = await shop.db.sql<{ expires_at: Date; absolute_expires_at: Date; created_at: Date }[]>`
      SELECT expires_at, absolute_expires_at, created_at FROM sessions WHERE id = ${sessionIdOf(admin)}`;
    expect(row!.expires_at.getTime() - row!.created_at.getTime()).toBeLessThan(31 * 60_000);
    expect(row!.absolute_expires_at.getTime() - row!.created_at.getTime()).toBeLessThan(12 * 3600_000 + 60_000);

    // Idle for 31 minutes: gone.
    await shop.db.sql`UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE id = ${sessionIdOf(admin)}`;
    expect((await api('GET', '/api/auth/user', { token: admin })).status).toBe(401);

    // Active all day long: still ends at its absolute limit, and renewal never passes it.
    const busy = (await login('oturum_yonetici', 'Oturum-Yonetici-5')).json.token as string;
    await shop.db
      .sql`UPDATE sessions SET expires_at = now() + interval '1 second', absolute_expires_at = now() + interval '2 minutes' WHERE id = ${sessionIdOf(busy)}`;
    expect((await api('GET', '/api/auth/user', { token: busy })).status).toBe(200);
    const [renewed] = await shop.db.sql<
      { expires_at: Date; absolute_expires_at: Date }[]
    >`SELECT expires_at, absolute_expires_at FROM sessions WHERE id = ${sessionIdOf(busy)}`;
    expect(renewed!.expires_at.getTime()).toBe(renewed!.absolute_expires_at.getTime());
    await shop.db
      .sql`UPDATE sessions SET absolute_expires_at = now() - interval '1 second' WHERE id = ${sessionIdOf(busy)}`;
    expect((await api('GET', '/api/auth/user', { token: busy })).status).toBe(401);

    const customer = (await api('POST', '/api/auth/register', { body: person() })).json.token as string;
    const [c] = await shop.db.sql<{ expires_at: Date; absolute_expires_at: Date; created_at: Date }[]>`
      SELECT expires_at, absolute_expires_at, created_at FROM sessions WHERE id = ${sessionIdOf(customer)}`;
    expect(c!.expires_at.getTime() - c!.created_at.getTime()).toBeGreaterThan(29 * 24 * 3600_000);
    expect(c!.absolute_expires_at.getTime() - c!.created_at.getTime()).toBeGreaterThan(89 * 24 * 3600_000);
  });
});

describe('the first admin from ADMIN_PASSWORD', () => {
  it('refuses a common password at start with one clear message', async () => {
    const db = await createTestDatabase('pglite');
    try {
      // Nobody to show a generated password to: no admin yet, rather than one whose password sits in a log.
      expect(await ensureAdmin(db.sql, { ADMIN_USERNAME: 'patron' }, false)).toEqual({
        username: 'patron',
        created: false,
      });
      const [admins] = await db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM users WHERE is_admin`;
      expect(admins!.n).toBe(0);
      await expect(ensureAdmin(db.sql, { ADMIN_USERNAME: 'patron', ADMIN_PASSWORD: 'qwerty123456' })).rejects.toThrow(
        `ADMIN_PASSWORD: ${PASSWORD_POLICY_MESSAGES.common}`,
      );
      await expect(ensureAdmin(db.sql, { ADMIN_USERNAME: 'patron', ADMIN_PASSWORD: 'Kisa-Sifre1' })).rejects.toThrow(
        `ADMIN_PASSWORD: ${AUTH_MESSAGES.adminPasswordShort}`,
      );
      expect(await ensureAdmin(db.sql, { ADMIN_USERNAME: 'patron', ADMIN_PASSWORD: 'Uzun-Patron-Sifresi-3' })).toEqual({
        username: 'patron',
        generatedPassword: null,
        created: true,
      });
    } finally {
      await db.close();
    }
  });
});
