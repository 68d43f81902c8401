import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, runsOn } from '../helpers/databases.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { adminToken } from '../helpers/sessions.ts';
import type { Database } from '#db/connection.ts';
import { createMemoryRateLimitStore } from '#api/core/rate-limit.ts';

const backends = runsOn('pglite');

const valid = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com.tr',
  phone: '0312 000 00 00',
  company: 'Yılmaz Elektrik',
  subject: 'fiyat',
  message: '100 m NYM 3x2,5 için fiyat rica ederim.',
};

describe.each(backends)('POST /api/contact (%s)', (backend) => {
  let db: Database;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    server = await startTestServer(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  // Every attempt counts toward the limit; tests that are not about it start with fresh counters.
  beforeEach(() => {
    server.ctx.rateLimits = createMemoryRateLimitStore();
  });

  const send = (body: unknown) =>
    fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('stores a valid message, which reaches the admin contacts list', async () => {
    const res = await send(valid);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ success: true });
    const token = await adminToken(db.sql);
    const list = await (
      await fetch(`${server.url}/api/admin/contacts`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com.tr',
      subject: 'fiyat',
      company: 'Yılmaz Elektrik',
      createdAt: expect.any(String),
    });
    expect((await fetch(`${server.url}/api/admin/contacts`)).status).toBe(401);
  });

  it('validates with Turkish messages: e-mail format, subject list, required message, lengths', async () => {
    const cases: [unknown, string][] = [
      [{ ...valid, email: 'ayse-at-example' }, 'Geçerli bir e-posta adresi giriniz'],
      [{ ...valid, subject: 'reklam' }, 'Lütfen bir konu seçin'],
      [{ ...valid, message: '  ' }, 'Mesaj gerekli'],
      [{ ...valid, name: undefined }, 'Ad Soyad gerekli'],
      [{ ...valid, message: 'x'.repeat(5001) }, 'Mesaj en fazla 5.000 karakter olabilir'],
    ];
    for (const [body, message] of cases) {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
  });

  it('answers a bot that fills the honeypot like a person, but stores nothing', async () => {
    const [before] = await db.sql`SELECT count(*)::int AS n FROM contact_messages`;
    const res = await send({ ...valid, website: 'http://spam.example' });
    expect(res.status).toBe(200);
    const [after] = await db.sql`SELECT count(*)::int AS n FROM contact_messages`;
    expect(after!.n).toBe(before!.n);
  });

  it('limits each client to five messages in ten minutes (429 after)', async () => {
    for (let i = 0; i < 5; i++) expect((await send(valid)).status).toBe(201);
    const res = await send(valid);
    expect(res.status).toBe(429);
    expect((await res.json()).message).toMatch(/Çok fazla istek/);
  });
});
