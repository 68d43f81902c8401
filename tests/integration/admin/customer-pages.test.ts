import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, backends } from '../../helpers/databases.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';
import { adminAndCustomerTokens, sendJsonAs } from '../../helpers/admin-session.ts';
import { insertDayOrder } from '../../helpers/day-orders.ts';
import { fromKurus } from '#api/shared/money.ts';
import type { Database } from '#db/connection.ts';

// 'Müşteriler' with guest buyers and the customer page (issue 50), on both databases.

const line = { name: 'Sigorta 16 A', quantity: 2, unitPrice: '89.50' };

describe.each(backends)('customers and guest buyers (%s)', (backend) => {
  let db: Database;
  let server: TestServer;
  let token: string;
  let adminName: string;
  let userId: number;
  const spent = { user: 0, guest: 0 };
  const send = (method: string, path: string, body?: unknown) => sendJsonAs(token, method, server.url + path, body);

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    server = await startTestServer(db);
    ({ admin: token, adminName } = await adminAndCustomerTokens(db.sql));
    const [user] = await db.sql`SELECT id, email FROM users WHERE NOT is_admin`;
    userId = user!.id as number;
    await db.sql`INSERT INTO customer_addresses (user_id, title, full_name, phone, address, city, district, postal_code)
      VALUES (${userId}, 'Depo', 'Test Müşteri', '05321234567', 'Ostim 1. Cadde No 5', 'Ankara', 'Yenimahalle', '06370')`;
    const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00Z`;
    // The account's two paid orders, one of them placed as a guest under its address, and an unpaid one.
    for (const [n, userOf, paid] of [
      ['MUS000000001', userId, true],
      ['MUS000000002', null, true],
      ['MUS000000003', userId, false],
    ] as const) {
      const o = await insertDayOrder(db.sql, {
        number: n,
        status: paid ? 'confirmed' : 'awaiting_payment',
        createdAt: at(20 + Number(n.slice(-1))),
        paidAt: paid ? at(20 + Number(n.slice(-1))) : null,
        userId: userOf,
        email: (user!.email as string).toUpperCase(),
        name: 'Test Müşteri',
        lines: [line],
      });
      if (paid) spent.user += o.totalKurus;
    }
    // A guest buyer with two orders under one address written two ways.
    for (const [n, email] of [
      ['MIS000000001', 'Zeynep.Kaya@Example.com'],
      ['MIS000000002', 'zeynep.kaya@example.com'],
    ] as const) {
      const o = await insertDayOrder(db.sql, {
        number: n,
        status: 'shipped',
        createdAt: at(n.endsWith('1') ? 10 : 12),
        paidAt: at(n.endsWith('1') ? 10 : 12),
        email,
        name: 'Zeynep Kaya',
        company: n.endsWith('2') ? 'Kaya Aydınlatma' : null,
        lines: [{ ...line, quantity: Number(n.slice(-1)) }],
      });
      spent.guest += o.totalKurus;
    }
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('lists accounts and guest buyers grouped by e-mail with paid orders, spend and the last order', async () => {
    const res = await send('GET', '/api/admin/customers');
    expect(res.status).toBe(200);
    const { customers, pagination } = await res.json();
    expect(pagination.totalCount).toBe(2);
    const guest = customers.find((c: { kind: string }) => c.kind === 'guest');
    const account = customers.find((c: { kind: string }) => c.kind === 'registered');
    expect(guest).toMatchObject({
      key: 'g:zeynep.kaya@example.com',
      id: null,
      username: null,
      fullName: 'Zeynep Kaya',
      companyName: 'Kaya Aydınlatma',
      tradeStatus: 'none',
      priceGroup: null,
      orderCount: 2,
      totalSpent: fromKurus(spent.guest),
      lastOrderAt: '2026-11-12T10:00:00.000Z',
    });
    expect(account).toMatchObject({
      key: `u${userId}`,
      id: userId,
      orderCount: 2,
      totalSpent: fromKurus(spent.user),
      lastOrderAt: '2026-11-22T10:00:00.000Z',
    });
    const searched = await (
      await send('GET', `/api/admin/customers?search=${encodeURIComponent('KAYA AYDINLATMA')}`)
    ).json();
    expect(searched.customers.map((c: { key: string }) => c.key)).toEqual(['g:zeynep.kaya@example.com']);
    // The trade filter still answers accounts by their state; guests have none.
    const none = await (await send('GET', '/api/admin/customers?trade=approved')).json();
    expect(none.customers).toEqual([]);
  });

  it("shows a guest's and an account's page, keeps notes and tags with who and when", async () => {
    const guest = await send('GET', `/api/admin/customers/${encodeURIComponent('g:Zeynep.Kaya@example.com')}`);
    expect(guest.status).toBe(200);
    const g = await guest.json();
    expect(g.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual(['MIS000000002', 'MIS000000001']);
    expect(g.addresses).toHaveLength(1);
    expect(g.tradeTerms).toBeNull();

    const account = await (await send('GET', `/api/admin/customers/u${userId}`)).json();
    expect(account.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([
      'MUS000000003',
      'MUS000000002',
      'MUS000000001',
    ]);
    expect(account.addresses).toEqual([
      {
        title: 'Depo',
        fullName: 'Test Müşteri',
        address: 'Ostim 1. Cadde No 5',
        district: 'Yenimahalle',
        city: 'Ankara',
        postalCode: '06370',
      },
    ]);

    const noted = await send('PUT', `/api/admin/customers/u${userId}/notes`, { note: 'Faturayı firmaya kesin.' });
    expect(noted.status).toBe(200);
    const tagged = await send('PUT', `/api/admin/customers/u${userId}/tags`, { tags: ['Toptan', 'toptan', 'İnşaat'] });
    const { customer } = await tagged.json();
    // Tags are kept in Turkish lower case: 'İnşaat' is 'inşaat', and 'Toptan' and 'toptan' are one tag.
    expect(customer).toMatchObject({
      note: 'Faturayı firmaya kesin.',
      tags: ['toptan', 'inşaat'],
      notesUpdatedBy: adminName,
    });

    const tooMany = await send('PUT', `/api/admin/customers/u${userId}/tags`, {
      tags: Array.from({ length: 21 }, (_, i) => `e${i}`),
    });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).message).toBe('En fazla 20 etiket girilebilir; her etiket 1–40 karakter olmalıdır');
    for (const key of ['x1', 'u999999', encodeURIComponent('g:yok@example.com')]) {
      const res = await send('GET', `/api/admin/customers/${key}`);
      expect(res.status, key).toBe(404);
      expect((await res.json()).message).toBe('Müşteri bulunamadı');
    }
    expect((await send('PUT', '/api/admin/customers/u999999/notes', { note: 'x' })).status).toBe(404);
  });
});
