import { beforeAll, describe, expect, it } from 'vitest';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { runsOn } from '../helpers/databases.ts';
import { adminToken, customerToken } from '../helpers/sessions.ts';

const backends = runsOn('pglite');

describe.each(backends)('public content API and settings writes (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  let admin: string;
  let customer: string;
  let scheduled = 0;

  beforeAll(async () => {
    // Count the rebuilds the webhook asks for instead of running Astro here (republish.test.ts builds for real).
    shop.server.ctx.publisher = { ...shop.server.ctx.publisher, schedule: () => void scheduled++ };
    admin = await adminToken(shop.db.sql);
    customer = await customerToken(shop.db.sql);
    await shop.db
      .sql`INSERT INTO settings (key, value) VALUES ('company_name', 'Test Elektrik Ltd. Şti.'), ('hero_main_title', 'Eski başlık')`;
    await shop.db
      .sql`INSERT INTO pages (slug, title, content) VALUES ('misyon', 'Misyonumuz', '<p>Misyon metni</p>'), ('vizyon', 'Vizyonumuz', '<p>Vizyon</p>')`;
    await shop.db
      .sql`INSERT INTO catalogs (title, description, file_url, is_active) VALUES ('Genel Katalog', 'Tümü', '/uploads/files/genel.pdf', true), ('Eski Katalog', null, null, false)`;
    await shop.db
      .sql`INSERT INTO company_references (company_name, testimonial, contact_person, is_active) VALUES ('Başkent Yapı', 'Çok memnunuz', 'Murat Bey', true), ('Pasif Firma', null, null, false)`;
  });

  const put = (key: string, body: unknown, token?: string) =>
    fetch(`${shop.server.url}/api/settings/${key}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  it('GET /api/settings answers an object of key → value', async () => {
    const res = await fetch(`${shop.server.url}/api/settings`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ company_name: 'Test Elektrik Ltd. Şti.', hero_main_title: 'Eski başlık' });
  });

  it('GET /api/settings/{key} answers {value}, 404 when unset, 400 for a malformed key', async () => {
    expect(await (await fetch(`${shop.server.url}/api/settings/company_name`)).json()).toEqual({
      value: 'Test Elektrik Ltd. Şti.',
    });
    const missing = await fetch(`${shop.server.url}/api/settings/company_logo`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe('Ayar bulunamadı');
    expect((await fetch(`${shop.server.url}/api/settings/K%C3%B6t%C3%BC-Anahtar`)).status).toBe(400);
  });

  it('PUT /api/settings/{key} needs a session (401) and an admin (403)', async () => {
    expect((await put('hero_main_title', { value: 'X' })).status).toBe(401);
    expect((await put('hero_main_title', { value: 'X' }, customer)).status).toBe(403);
    expect(await (await fetch(`${shop.server.url}/api/settings/hero_main_title`)).json()).toEqual({
      value: 'Eski başlık',
    });
  });

  it('PUT /api/settings/{key} by an admin stores the value and asks for a rebuild', async () => {
    const before = scheduled;
    const res = await put('hero_main_title', { value: '  Yeni başlık  ' }, admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ key: 'hero_main_title', value: 'Yeni başlık' });
    expect(await (await fetch(`${shop.server.url}/api/settings/hero_main_title`)).json()).toEqual({
      value: 'Yeni başlık',
    });
    expect(scheduled).toBe(before + 1);
    // The logo must be an image this shop stored.
    await shop.server.ctx.uploads.setItemRaw('img/0123456789abcdef0123-800.webp', Buffer.from('webp'));
    expect((await put('company_logo', { value: '/uploads/img/0123456789abcdef0123-800.webp' }, admin)).status).toBe(
      200,
    );
    expect(await (await fetch(`${shop.server.url}/api/settings/company_logo`)).json()).toEqual({
      value: '/uploads/img/0123456789abcdef0123-800.webp',
    });
  });

  it('refuses an empty value with the Turkish message and no rebuild', async () => {
    const before = scheduled;
    const res = await put('hero_main_title', { value: '   ' }, admin);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Metin içeriği zorunludur');
    expect(scheduled).toBe(before);
  });

  it('validates each key as the admin settings form does: unknown keys and bad values change nothing', async () => {
    const before = scheduled;
    const cases: [string, unknown, string][] = [
      ['hero_main_title', {}, 'Metin içeriği zorunludur'],
      ['not_a_setting', { value: 'x' }, 'Bilinmeyen ayar anahtarı'],
      ['company_email', { value: 'posta-degil' }, 'Geçerli bir e-posta adresi giriniz'],
      ['vat_rate', { value: '150' }, 'KDV oranı 0, 1, 10 veya 20 olmalıdır'],
      ['hero_main_title', { value: 'x'.repeat(2001) }, 'Metin en fazla 2.000 karakter olabilir'],
    ];
    for (const [key, body, message] of cases) {
      const res = await put(key, body, admin);
      expect(res.status, key).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    expect(await (await fetch(`${shop.server.url}/api/settings/not_a_setting`)).json()).toEqual({
      message: 'Ayar bulunamadı',
    });
    expect(await (await fetch(`${shop.server.url}/api/settings/company_email`)).json()).not.toEqual({
      value: 'posta-degil',
    });
    expect(scheduled).toBe(before);
  });

  it('stores the normalised value the admin form would store', async () => {
    const res = await put('vat_rate', { value: ' 10 ' }, admin);
    expect(await res.json()).toEqual({ key: 'vat_rate', value: '10' });
  });

  it('GET /api/pages and /api/pages/{slug}', async () => {
    const pages = await (await fetch(`${shop.server.url}/api/pages`)).json();
    expect(pages.map((p: { slug: string }) => p.slug)).toEqual(['misyon', 'vizyon']);
    expect(pages[0]).toMatchObject({ slug: 'misyon', content: '<p>Misyon metni</p>' });
    expect(await (await fetch(`${shop.server.url}/api/pages/misyon`)).json()).toMatchObject({
      title: 'Misyonumuz',
      content: '<p>Misyon metni</p>',
    });
    expect((await fetch(`${shop.server.url}/api/pages/sirket`)).status).toBe(404);
  });

  it('GET /api/catalogs and /api/references list every entry with its isActive flag', async () => {
    const catalogs = await (await fetch(`${shop.server.url}/api/catalogs`)).json();
    expect(catalogs).toHaveLength(2);
    expect(catalogs.find((c: { title: string }) => c.title === 'Genel Katalog')).toMatchObject({
      fileUrl: '/uploads/files/genel.pdf',
      isActive: true,
      updatedAt: expect.any(String),
    });
    const refs = await (await fetch(`${shop.server.url}/api/references`)).json();
    expect(refs.map((r: { companyName: string; isActive: boolean }) => [r.companyName, r.isActive])).toEqual([
      ['Başkent Yapı', true],
      ['Pasif Firma', false],
    ]);
    expect(refs[0]).toMatchObject({ testimonial: 'Çok memnunuz', contactPerson: 'Murat Bey', logoUrl: null });
  });

  it('GET/POST /api/admin/publish are admin-only and report the state', async () => {
    expect((await fetch(`${shop.server.url}/api/admin/publish`)).status).toBe(401);
    expect(
      (await fetch(`${shop.server.url}/api/admin/publish`, { headers: { authorization: `Bearer ${customer}` } }))
        .status,
    ).toBe(403);
    const res = await fetch(`${shop.server.url}/api/admin/publish`, { headers: { authorization: `Bearer ${admin}` } });
    expect(await res.json()).toEqual({
      status: 'idle',
      lastSuccessAt: null,
      lastDurationMs: null,
      lastError: null,
      currentBuildId: null,
    });
    const before = scheduled;
    const post = await fetch(`${shop.server.url}/api/admin/publish`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(post.status).toBe(202);
    expect(scheduled).toBe(before + 1);
  });
});
