import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestDatabase, backends } from '../../helpers/databases.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';
import { adminAndCustomerTokens, bearer } from '../../helpers/admin-session.ts';
import { insertDayOrder, type DayOrder } from '../../helpers/day-orders.ts';
import { fromKurus } from '#api/shared/money.ts';
import { accountingRecords } from '#api/services/orders/accounting-export.ts';
import type { Database } from '#db/connection.ts';

// The business in numbers (issue 50): every figure summed from the orders as inserted and checked
// against the accountant's export of the same days, on both databases.

const WEEK = { from: '2026-11-16', to: '2026-11-22' }; // Monday to Sunday

describe.each(backends)('sales, product and customer reports (%s)', (backend) => {
  let db: Database;
  let server: TestServer;
  let token: string;
  const inWeek: { order: DayOrder; total: number; tax: number; discount: number; shipping: number }[] = [];
  let previousWeekTotal = 0;
  const get = (path: string) => fetch(server.url + path, { headers: bearer(token) });
  const json = async (path: string) => {
    const res = await get(path);
    expect(res.status, path).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    server = await startTestServer(db);
    token = (await adminAndCustomerTokens(db.sql)).admin;
    const [cat] = await db.sql`INSERT INTO categories (name, slug) VALUES ('Kablolar', 'kablolar') RETURNING id`;
    const [kablo] =
      await db.sql`INSERT INTO products (name, slug, base_price) VALUES ('NYM Kablo', 'nym', 46.90) RETURNING id`;
    const [priz] =
      await db.sql`INSERT INTO products (name, slug, base_price) VALUES ('Priz', 'priz', 89.50) RETURNING id`;
    await db.sql`INSERT INTO product_categories (product_id, category_id) VALUES (${kablo!.id}, ${cat!.id}), (${priz!.id}, ${cat!.id})`;
    const metres = { productId: kablo!.id as number, name: 'NYM Kablo', unit: 'metre', unitPrice: '46.90' };
    const pieces = { productId: priz!.id as number, name: 'Priz', unit: 'adet', unitPrice: '89.50' };
    const orders: DayOrder[] = [
      // The Monday's first minutes in Istanbul (Sunday 21:10 UTC): in the week.
      {
        number: 'RAP000000001',
        status: 'confirmed',
        createdAt: '2026-11-15T21:10:00Z',
        paidAt: '2026-11-15T21:10:00Z',
        email: 'eski@example.com',
        lines: [{ ...metres, quantity: 250 }],
      },
      {
        number: 'RAP000000002',
        status: 'shipped',
        createdAt: '2026-11-18T10:00:00Z',
        paidAt: '2026-11-18T10:05:00Z',
        paymentMethod: 'bank_transfer',
        email: 'yeni@example.com',
        discount: '12.34',
        shipping: '75.00',
        lines: [
          { ...pieces, quantity: 3 },
          { ...metres, quantity: 100 },
        ],
      },
      {
        number: 'RAP000000003',
        status: 'partially_refunded',
        createdAt: '2026-11-22T20:00:00Z',
        paidAt: '2026-11-22T20:59:00Z',
        email: 'yeni@example.com',
        lines: [{ ...pieces, quantity: 2 }],
      },
    ];
    for (const order of orders) {
      const made = await insertDayOrder(db.sql, order);
      inWeek.push({
        order,
        total: made.totalKurus,
        tax: made.taxKurus,
        discount: made.discountKurus,
        shipping: made.shippingKurus,
      });
    }
    const third = (await db.sql`SELECT id FROM orders WHERE order_number = 'RAP000000003'`)[0]!.id as number;
    await db.sql`INSERT INTO order_refunds (order_id, kind, amount, provider_reference) VALUES (${third}, 'refund', 50.00, 'R1'), (${third}, 'refund', 9.99, NULL)`;
    // Outside the week: the Monday after (00:00 Istanbul), the week before (the returning buyer's first order), unpaid.
    await insertDayOrder(db.sql, {
      number: 'RAP000000004',
      status: 'confirmed',
      createdAt: '2026-11-22T21:00:00Z',
      paidAt: '2026-11-22T21:00:00Z',
      lines: [{ ...pieces, quantity: 1 }],
    });
    const before = await insertDayOrder(db.sql, {
      number: 'RAP000000005',
      status: 'delivered',
      createdAt: '2026-11-10T09:00:00Z',
      paidAt: '2026-11-10T09:00:00Z',
      email: 'eski@example.com',
      lines: [{ ...pieces, quantity: 5 }],
    });
    previousWeekTotal = before.totalKurus;
    await insertDayOrder(db.sql, {
      number: 'RAP000000006',
      status: 'awaiting_payment',
      createdAt: '2026-11-19T09:00:00Z',
      paymentMethod: 'bank_transfer',
      lines: [{ ...pieces, quantity: 9 }],
    });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it("sums the week's paid orders to the kuruş, agrees with the accountant's export, by day, week and the previous week", async () => {
    const r = await json(`/api/admin/reports/sales?from=${WEEK.from}&to=${WEEK.to}&groupBy=day`);
    const sum = (pick: (o: (typeof inWeek)[number]) => number) => inWeek.reduce((s, o) => s + pick(o), 0);
    const gross = sum((o) => o.total);
    expect(r.totals).toEqual({
      orders: 3,
      netAmount: fromKurus(gross - sum((o) => o.tax)),
      vatAmount: fromKurus(sum((o) => o.tax)),
      discountAmount: fromKurus(sum((o) => o.discount)),
      shippingAmount: fromKurus(sum((o) => o.shipping)),
      refundAmount: '50.00',
      grossAmount: fromKurus(gross),
      averageOrderValue: fromKurus(Math.round(gross / 3)),
    });
    const records = await accountingRecords(db.sql, WEEK);
    expect(records.map((x) => x.orderNumber)).toEqual(['RAP000000001', 'RAP000000002', 'RAP000000003']);
    expect(r.totals.grossAmount).toBe(fromKurus(records.reduce((s, x) => s + x.totalKurus, 0)));
    expect(r.totals.refundAmount).toBe(fromKurus(records.reduce((s, x) => s + x.refundedKurus, 0)));
    expect(r.totals.discountAmount).toBe(fromKurus(records.reduce((s, x) => s + x.discountKurus, 0)));

    expect(r.rows.map((row: { period: string }) => row.period)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(r.rows[0].grossAmount).toBe(fromKurus(inWeek[0]!.total));
    expect(r.rows[3]).toMatchObject({ orders: 0, grossAmount: '0.00' });
    expect(r.rows[6].grossAmount).toBe(fromKurus(inWeek[2]!.total));
    expect(r.byChannel).toEqual([{ channel: 'web', orders: 3, grossAmount: fromKurus(gross) }]);
    expect(r.byPaymentMethod).toEqual([
      { paymentMethod: 'bank_transfer', orders: 1, grossAmount: fromKurus(inWeek[1]!.total) },
      { paymentMethod: 'card', orders: 2, grossAmount: fromKurus(inWeek[0]!.total + inWeek[2]!.total) },
    ]);
    expect(r.previous).toMatchObject({
      from: '2026-11-09',
      to: '2026-11-15',
      totals: { orders: 1, grossAmount: fromKurus(previousWeekTotal) },
    });

    const weekly = await json(`/api/admin/reports/sales?from=2026-11-10&to=${WEEK.to}&groupBy=week`);
    expect(weekly.rows.map((row: { period: string; grossAmount: string }) => [row.period, row.grossAmount])).toEqual([
      ['2026-11-09', fromKurus(previousWeekTotal)],
      ['2026-11-16', fromKurus(gross)],
    ]);
    const monthly = await json(`/api/admin/reports/sales?from=2026-11-01&to=2026-11-30&groupBy=month`);
    expect(monthly.rows).toHaveLength(1);
    expect(monthly.totals.orders).toBe(5);
  });

  it('keeps product quantities per unit, never adding metres to pieces', async () => {
    const r = await json(`/api/admin/reports/products?from=${WEEK.from}&to=${WEEK.to}`);
    expect(
      r.products.map((p: { name: string; unit: string; quantity: number }) => [p.name, p.unit, p.quantity]),
    ).toEqual([
      ['NYM Kablo', 'metre', 350],
      ['Priz', 'adet', 5],
    ]);
    expect(r.categories).toHaveLength(1);
    expect(r.categories[0].category).toBe('Kablolar');
    expect(r.categories[0].quantities).toEqual([
      { unit: 'adet', quantity: 5 },
      { unit: 'metre', quantity: 350 },
    ]);
  });

  it('tells new buyers from returning ones and lists the top buyers', async () => {
    const r = await json(`/api/admin/reports/customers?from=${WEEK.from}&to=${WEEK.to}`);
    expect(r.newCustomers).toEqual({
      customers: 1,
      orders: 2,
      grossAmount: fromKurus(inWeek[1]!.total + inWeek[2]!.total),
    });
    expect(r.returningCustomers).toEqual({ customers: 1, orders: 1, grossAmount: fromKurus(inWeek[0]!.total) });
    // 250 m of cable outweighs the new buyer's two orders.
    expect(
      r.top.map((c: { key: string; orders: number; grossAmount: string }) => [c.key, c.orders, c.grossAmount]),
    ).toEqual([
      ['g:eski@example.com', 1, fromKurus(inWeek[0]!.total)],
      ['g:yeni@example.com', 2, fromKurus(inWeek[1]!.total + inWeek[2]!.total)],
    ]);
  });

  it('downloads the sales report as a workbook whose totals row reads the same, and refuses a bad range in Turkish', async () => {
    const res = await get(`/api/admin/reports/sales.xlsx?from=${WEEK.from}&to=${WEEK.to}`);
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.getWorksheet('Satışlar')!;
    const totals = sheet.getRow(9).values as unknown[];
    const report = await json(`/api/admin/reports/sales?from=${WEEK.from}&to=${WEEK.to}`);
    expect(totals.slice(1, 3)).toEqual(['Toplam', 3]);
    expect((totals[8] as number).toFixed(2)).toBe(report.totals.grossAmount);
    for (const query of [
      'from=2026-11-22&to=2026-11-16',
      'from=dün&to=2026-11-16',
      'from=2025-01-01&to=2026-11-16',
      'to=2026-11-16',
    ]) {
      const bad = await get(`/api/admin/reports/sales?${query}`);
      expect(bad.status, query).toBe(400);
      expect((await bad.json()).message).toBe(
        'Geçerli bir tarih aralığı seçiniz (YYYY-AA-GG; başlangıç bitişten sonra olamaz, en fazla 366 gün)',
      );
    }
    const group = await get(`/api/admin/reports/sales?from=${WEEK.from}&to=${WEEK.to}&groupBy=year`);
    expect(group.status).toBe(400);
    expect((await group.json()).message).toBe('Gruplama gün, hafta veya ay olmalıdır');
  });
});
