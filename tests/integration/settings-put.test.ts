import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, runsOn } from '../helpers/databases.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { adminToken } from '../helpers/sessions.ts';
import { settingMessages } from '#api/schemas/admin-settings.ts';
import type { Database } from '#db/connection.ts';

const backends = runsOn('pglite');

describe.each(backends)('PUT /api/settings/{key} checks each key like the admin form (%s)', (backend) => {
  let db: Database;
  let server: TestServer;
  let admin: string;
  const put = async (key: string, value: unknown) => {
    const res = await fetch(`${server.url}/api/settings/${key}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ value }),
    });
    return { status: res.status, json: await res.json() };
  };
  const stored = async (key: string) =>
    (await db.sql<{ value: string }[]>`SELECT value FROM settings WHERE key = ${key}`)[0]?.value ?? null;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    server = await startTestServer(db);
    admin = await adminToken(db.sql);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('refuses an unknown key with 400 and stores nothing', async () => {
    expect(await put('gizli_ayar', 'x')).toEqual({ status: 400, json: { message: settingMessages.unknownKey } });
    expect(await stored('gizli_ayar')).toBeNull();
  });

  it.each([
    ['company_name', 'A'.repeat(300), 'Şirket adı en fazla 200 karakter olabilir'],
    ['company_email', 'yok-boyle-adres', 'Geçerli bir e-posta adresi giriniz'],
    ['company_website', 'javascript:alert(1)', settingMessages.websiteInvalid],
    ['company_description', 'a'.repeat(5001), 'Şirket açıklaması en fazla 5.000 karakter olabilir'],
    ['hero_main_title', 'b'.repeat(2001), 'Metin en fazla 2.000 karakter olabilir'],
    ['vat_rate', '150', 'KDV oranı 0, 1, 10 veya 20 olmalıdır'],
    ['hero_main_title', 42, 'Metin içeriği zorunludur'],
  ])('%s: refuses a bad value with the Turkish message', async (key, value, message) => {
    expect(await put(key, value)).toEqual({ status: 400, json: { message } });
    expect(await stored(key)).toBeNull();
  });

  it('company_logo must be an image uploaded to this shop', async () => {
    for (const value of [
      '/uploads/logo.png',
      '/../../etc/passwd',
      'https://example.com/logo.png',
      '/uploads/img/aaaaaaaaaaaaaaaaaaaa-800.webp',
      '',
    ]) {
      expect(await put('company_logo', value)).toEqual({
        status: 400,
        json: { message: settingMessages.logoNotUploaded },
      });
    }
    expect(await stored('company_logo')).toBeNull();
    await server.ctx.uploads.setItemRaw('img/bbbbbbbbbbbbbbbbbbbb-800.webp', Buffer.from('webp'));
    expect(await put('company_logo', '/uploads/img/bbbbbbbbbbbbbbbbbbbb-800.webp')).toEqual({
      status: 200,
      json: { key: 'company_logo', value: '/uploads/img/bbbbbbbbbbbbbbbbbbbb-800.webp' },
    });
  });

  it('checks a long website address in one pass (the pattern cannot backtrack)', async () => {
    const started = performance.now();
    expect((await put('company_website', `https://${'a'.repeat(150)}`)).status).toBe(400);
    expect((await put('company_website', `https://${'a.'.repeat(95)}`)).status).toBe(400);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await put('company_website', 'https://www.ornek-elektrik.com.tr/iletisim')).toMatchObject({ status: 200 });
  });
});
