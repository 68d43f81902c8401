import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, runsOn } from '../../helpers/databases.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';
import { adminAndCustomerTokens, bearer, form, pngFile } from '../../helpers/admin-session.ts';
import type { Database } from '#db/connection.ts';

const backends = runsOn('pglite');

const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF';

describe.each(backends)('admin catalogues, references, settings and contacts (%s)', (backend) => {
  let db: Database;
  let server: TestServer;
  let token: string;
  let builds: ReturnType<typeof vi.fn<() => void>>;
  const send = (method: string, path: string, body?: FormData | string) =>
    fetch(server.url + path, {
      method,
      headers: { ...bearer(token), ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}) },
      body,
    });
  const files = async () => (await server.ctx.uploads.getKeys()).length;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    server = await startTestServer(db);
    ({ admin: token } = await adminAndCustomerTokens(db.sql));
    // Count republish requests (the signed webhook schedules a build) instead of running Astro.
    builds = vi.fn(() => {});
    server.ctx.publisher.schedule = builds;
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('creates a catalogue with a PDF checked by content, edits it keeping the file, and deletes it', async () => {
    const res = await send(
      'POST',
      '/api/admin/catalogs',
      form({
        title: 'Kablo Kataloğu 2025',
        description: 'Fiyat listesi',
        imageUrl: '',
        isActive: 'true',
        file: new File([PDF], 'katalog.pdf', { type: 'application/pdf' }),
      }),
    );
    expect(res.status).toBe(201);
    const catalog = await res.json();
    expect(catalog).toMatchObject({
      title: 'Kablo Kataloğu 2025',
      imageUrl: null,
      isActive: true,
      fileUrl: expect.stringMatching(/^\/uploads\/files\/.+\.pdf$/),
    });
    expect((await fetch(server.url + catalog.fileUrl)).headers.get('content-type')).toContain('application/pdf');
    const edited = await (
      await send(
        'PUT',
        `/api/admin/catalogs/${catalog.id}`,
        form({ title: 'Kablo Kataloğu', imageUrl: 'https://cdn.example.com/kapak.jpg', isActive: 'false' }),
      )
    ).json();
    expect(edited).toMatchObject({
      title: 'Kablo Kataloğu',
      fileUrl: catalog.fileUrl,
      imageUrl: 'https://cdn.example.com/kapak.jpg',
      isActive: false,
    });
    expect(builds).toHaveBeenCalledTimes(2);
    expect((await send('DELETE', `/api/admin/catalogs/${catalog.id}`)).status).toBe(200);
    expect(await send('GET', '/api/admin/catalogs').then((r) => r.json())).toEqual([]);
  });

  it('refuses a catalogue without a title, a fake PDF or a bad cover URL, storing nothing', async () => {
    const before = await files();
    for (const [fields, message] of [
      [{ title: ' ' }, 'Katalog başlığı zorunludur'],
      [{ title: 'X', file: new File(['<html>'], 'sahte.pdf', { type: 'application/pdf' }) }, 'geçerli bir PDF değil'],
      [{ title: 'X', imageUrl: 'javascript:alert(1)' }, 'Kapak görseli adresi'],
    ] as const) {
      const res = await send('POST', '/api/admin/catalogs', form(fields as Record<string, string | File>));
      expect(res.status).toBe(400);
      expect((await res.json()).message).toContain(message);
    }
    expect(await files()).toBe(before);
    expect(await send('GET', '/api/admin/catalogs').then((r) => r.json())).toEqual([]);
  });

  it('creates a reference with a logo, removes the logo on request, and deletes it', async () => {
    const res = await send(
      'POST',
      '/api/admin/references',
      form({
        companyName: 'Çankaya Yapı A.Ş.',
        description: 'Konut projesi',
        testimonial: 'Zamanında teslimat',
        contactPerson: 'Mehmet Öz',
        logo: await pngFile('logo.png'),
      }),
    );
    expect(res.status).toBe(201);
    const ref = await res.json();
    expect(ref).toMatchObject({
      companyName: 'Çankaya Yapı A.Ş.',
      isActive: true,
      logoUrl: expect.stringMatching(/^\/uploads\/img\//),
    });
    const kept = await (
      await send(
        'PUT',
        `/api/admin/references/${ref.id}`,
        form({ companyName: 'Çankaya Yapı', removeExistingImage: 'false' }),
      )
    ).json();
    expect(kept.logoUrl).toBe(ref.logoUrl);
    const removed = await (
      await send(
        'PUT',
        `/api/admin/references/${ref.id}`,
        form({ companyName: 'Çankaya Yapı', removeExistingImage: 'true' }),
      )
    ).json();
    expect(removed.logoUrl).toBeNull();
    const bad = await send(
      'PUT',
      `/api/admin/references/${ref.id}`,
      form({ companyName: 'X', logo: new File(['PK'], 'logo.zip') }),
    );
    expect(bad.status).toBe(400);
    expect((await send('POST', '/api/admin/references', form({ companyName: '' }))).status).toBe(400);
    expect((await send('DELETE', `/api/admin/references/${ref.id}`)).status).toBe(200);
    expect((await send('DELETE', `/api/admin/references/${ref.id}`)).status).toBe(404);
  });

  it('saves settings per key with their rules and republishes', async () => {
    builds.mockClear();
    const ok = await send('POST', '/api/admin/settings', form({ key: 'hero_main_title', value: 'Yeni başlık' }));
    expect(await ok.json()).toEqual({ key: 'hero_main_title', value: 'Yeni başlık' });
    expect(builds).toHaveBeenCalledTimes(1);
    for (const [fields, message] of [
      [{ key: 'hero_main_title', value: '  ' }, 'Metin içeriği zorunludur'],
      [{ key: 'is_admin', value: 'true' }, 'Bilinmeyen ayar'],
      [{ key: 'company_email', value: 'posta' }, 'Geçerli bir e-posta'],
      [{ key: 'vat_rate', value: '120' }, 'KDV oranı'],
      [{ key: 'company_logo' }, 'Lütfen bir logo dosyası seçin veya URL girin'],
    ] as const) {
      const res = await send('POST', '/api/admin/settings', form(fields as Record<string, string>));
      expect(res.status).toBe(400);
      expect((await res.json()).message).toContain(message);
    }
    expect(await (await send('POST', '/api/admin/settings', form({ key: 'vat_rate', value: '20' }))).json()).toEqual({
      key: 'vat_rate',
      value: '20',
    });
    const logo = await (
      await send(
        'POST',
        '/api/admin/settings',
        form({ key: 'company_logo', logo: await pngFile('logo.png', '#0f172a') }),
      )
    ).json();
    expect(logo.value).toMatch(/^\/uploads\/img\//);
    const settings = await (await send('GET', '/api/admin/settings')).json();
    expect(settings).toMatchObject({ hero_main_title: 'Yeni başlık', vat_rate: '20', company_logo: logo.value });
  });

  it('lists contact messages newest first and marks them read', async () => {
    await db.sql`INSERT INTO contact_messages (name, email, subject, message, created_at) VALUES
      ('Eski', 'eski@example.com', 'genel', 'Merhaba', now() - interval '1 day'),
      ('Yeni', 'yeni@example.com', 'fiyat', 'Teklif', now())`;
    const list = await (await send('GET', '/api/admin/contacts')).json();
    expect(list.map((c: { name: string }) => c.name)).toEqual(['Yeni', 'Eski']);
    expect(list[0]).toMatchObject({
      email: 'yeni@example.com',
      subject: 'fiyat',
      message: 'Teklif',
      isRead: false,
      phone: null,
      company: null,
    });
    const marked = await send('POST', `/api/admin/contacts/${list[0].id}/read`, JSON.stringify({ isRead: true }));
    expect(await marked.json()).toEqual({ id: list[0].id, isRead: true });
    expect((await send('POST', '/api/admin/contacts/999999/read', '{}')).status).toBe(404);
    expect(
      (await send('POST', `/api/admin/contacts/${list[0].id}/read`, JSON.stringify({ isRead: 'evet' }))).status,
    ).toBe(400);
  });
});
