import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, backends } from '../../helpers/databases.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';
import { adminAndCustomerTokens, sendJsonAs } from '../../helpers/admin-session.ts';
import { insertDayOrder, type DayLine, type DayOrder } from '../../helpers/day-orders.ts';
import { pdfPages } from '../../helpers/pdf-text.ts';
import { fromKurus } from '#api/shared/money.ts';
import { loadOrderView } from '#api/services/orders/order-view.ts';
import type { Database } from '#db/connection.ts';

// The admin's order list, bulk actions, slips and notes (issue 50), on both databases.

const LINES: DayLine[] = [
  { name: 'NYM Kablo 3x2,5', variantName: '100 m', unit: 'metre', quantity: 150, unitPrice: '46.90' },
  { name: 'Sigorta 16 A', unit: 'adet', quantity: 3, unitPrice: '89.50' },
];

/** The day's orders: Istanbul's 27 November runs from 26 Nov 21:00 to 27 Nov 21:00 UTC. */
const ORDERS: DayOrder[] = [
  // Placed at 00:30 Istanbul time on the 27th: the 27th's, not the 26th's.
  {
    number: 'GUN000000001',
    status: 'confirmed',
    createdAt: '2026-11-26T21:30:00Z',
    paidAt: '2026-11-26T21:31:00Z',
    lines: LINES,
  },
  {
    number: 'GUN000000002',
    status: 'processing',
    createdAt: '2026-11-27T09:00:00Z',
    paidAt: '2026-11-27T09:00:00Z',
    paymentMethod: 'bank_transfer',
    carrier: 'Yurtiçi Kargo',
    name: 'Mehmet Işık',
    email: 'mehmet@example.com',
    company: 'Işık Elektrik Ltd.',
    shipping: '75.00',
    discount: '10.00',
    lines: LINES,
  },
  {
    number: 'GUN000000003',
    status: 'confirmed',
    createdAt: '2026-11-27T12:00:00Z',
    paidAt: '2026-11-27T12:00:00Z',
    delivery: 'pickup',
    lines: [LINES[1]!],
  },
  {
    number: 'GUN000000004',
    status: 'awaiting_payment',
    createdAt: '2026-11-27T20:59:00Z',
    paymentMethod: 'bank_transfer',
    lines: LINES,
  },
  // 00:10 on the 28th in Istanbul: outside the 27th.
  { number: 'GUN000000005', status: 'pending', createdAt: '2026-11-27T21:10:00Z', lines: [LINES[1]!] },
];

describe.each(backends)("the admin's day with orders (%s)", (backend) => {
  let db: Database;
  let server: TestServer;
  let token: string;
  let adminName: string;
  const ids = new Map<string, number>();
  const totals = new Map<string, number>();
  const send = (method: string, path: string, body?: unknown) => sendJsonAs(token, method, server.url + path, body);
  const list = async (query: string) => {
    const res = await send('GET', `/api/admin/orders?${query}`);
    expect(res.status, query).toBe(200);
    return (await res.json()) as {
      orders: { orderNumber: string; paymentMethod: string; delivery: string; channel: string }[];
      totals: { orders: number; totalAmount: string; refundedAmount: string };
    };
  };
  /** The list's numbers and totals must be exactly those orders, summed from what was inserted. */
  const expectSelection = async (query: string, numbers: string[]) => {
    const page = await list(query);
    expect(page.orders.map((o) => o.orderNumber).sort(), query).toEqual([...numbers].sort());
    const sum = numbers.reduce((s, n) => s + totals.get(n)!, 0);
    expect(page.totals, query).toEqual({ orders: numbers.length, totalAmount: fromKurus(sum), refundedAmount: '0.00' });
  };

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    server = await startTestServer(db);
    ({ admin: token, adminName } = await adminAndCustomerTokens(db.sql));
    const [p] =
      await db.sql`INSERT INTO products (name, slug, base_price, sku) VALUES ('NYM Kablo 3x2,5', 'nym', 46.90, 'NYM-325') RETURNING id`;
    const [v] =
      await db.sql`INSERT INTO product_variants (product_id, name, price, sku) VALUES (${p!.id}, '100 m', 46.90, 'NYM-325-100') RETURNING id`;
    const [s] =
      await db.sql`INSERT INTO products (name, slug, base_price, sku) VALUES ('Sigorta 16 A', 'sigorta', 89.50, 'SIG-16') RETURNING id`;
    LINES[0] = { ...LINES[0]!, productId: p!.id as number, variantId: v!.id as number };
    LINES[1] = { ...LINES[1]!, productId: s!.id as number };
    for (const o of ORDERS) {
      const lines = o.lines.map((l) => LINES.find((x) => x.name === l.name)!);
      const made = await insertDayOrder(db.sql, { ...o, lines });
      ids.set(o.number, made.id);
      totals.set(o.number, made.totalKurus);
    }
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('filters by Istanbul day, status, payment and shipping method, channel and text, with the totals of the selection', async () => {
    await expectSelection(
      '',
      ORDERS.map((o) => o.number),
    );
    await expectSelection('from=2026-11-27&to=2026-11-27', [
      'GUN000000001',
      'GUN000000002',
      'GUN000000003',
      'GUN000000004',
    ]);
    await expectSelection('from=2026-11-28', ['GUN000000005']);
    await expectSelection('to=2026-11-26', []);
    await expectSelection('status=confirmed,processing', ['GUN000000001', 'GUN000000002', 'GUN000000003']);
    await expectSelection('status=awaiting_payment&status=pending', ['GUN000000004', 'GUN000000005']);
    await expectSelection('paymentMethod=bank_transfer', ['GUN000000002', 'GUN000000004']);
    await expectSelection('shippingMethod=pickup', ['GUN000000003']);
    await expectSelection('shippingMethod=Yurti%C3%A7i%20Kargo', ['GUN000000002']);
    await expectSelection('shippingMethod=ship&paymentMethod=card', ['GUN000000001', 'GUN000000005']);
    await expectSelection(
      'channel=web',
      ORDERS.map((o) => o.number),
    );
    await expectSelection(`search=${encodeURIComponent('ışık')}`, ['GUN000000002']);
    await expectSelection('dateBy=paid&from=2026-11-27&to=2026-11-27&status=confirmed', [
      'GUN000000001',
      'GUN000000003',
    ]);
    const page = await list('search=GUN000000003');
    expect(page.orders[0]).toMatchObject({ paymentMethod: 'card', delivery: 'pickup', channel: 'web' });
  });

  it('refuses a bad filter in Turkish with 400', async () => {
    for (const [query, message] of [
      ['status=lost', 'Geçersiz sipariş durumu'],
      ['paymentMethod=cash', 'Geçersiz ödeme yöntemi'],
      ['channel=hepsiburada', 'Geçersiz satış kanalı'],
      ['from=2026-13-01', 'Geçerli bir tarih aralığı seçiniz (YYYY-AA-GG; başlangıç bitişten sonra olamaz)'],
      [
        'from=2026-11-28&to=2026-11-27',
        'Geçerli bir tarih aralığı seçiniz (YYYY-AA-GG; başlangıç bitişten sonra olamaz)',
      ],
    ]) {
      const res = await send('GET', `/api/admin/orders?${query}`);
      expect(res.status, query).toBe(400);
      expect((await res.json()).message, query).toBe(message);
    }
  });

  it('prints one PDF with a page per order: codes, quantities with units, the address, the order number; a dispatch note without an invoice', async () => {
    const one = await send('GET', `/api/admin/orders/${ids.get('GUN000000001')}/packing-slip.pdf`);
    expect(one.status).toBe(200);
    expect(one.headers.get('content-type')).toBe('application/pdf');
    const [page] = await pdfPages(new Uint8Array(await one.arrayBuffer()));
    expect(page).toContain('Sevk İrsaliyesi');
    for (const text of [
      'GUN000000001',
      'NYM-325-100',
      'NYM Kablo 3x2,5 – 100 m',
      '150',
      'metre',
      'SIG-16',
      '3',
      'adet',
    ])
      expect(page).toContain(text);
    expect(page).toContain('İvedik OSB 1468. Cadde No 27');
    expect(page).toContain('Yenimahalle / Ankara');
    expect(page).toContain('Teslim Alan');

    // With its e-Arşiv invoice issued, the order's slip is a packing list naming the invoice.
    await db.sql`INSERT INTO invoices (order_id, status, profile, number, uuid, issued_at, xml)
      VALUES (${ids.get('GUN000000002')!}, 'issued', 'EARSIVFATURA', 'ARS2026000000042', '2f1d7a0e-5b8c-4c36-9d5e-0c7b6a1f3e42',
        now(), '<Invoice/>')`;
    const order = ['GUN000000002', 'GUN000000003', 'GUN000000001'];
    const many = await send('POST', '/api/admin/orders/packing-slips.pdf', { ids: order.map((n) => ids.get(n)) });
    expect(many.status).toBe(200);
    const pages = await pdfPages(new Uint8Array(await many.arrayBuffer()));
    expect(pages).toHaveLength(3);
    pages.forEach((p, i) => expect(p).toContain(order[i]));
    expect(pages[0]).toContain('Paket Listesi');
    expect(pages[0]).toContain('ARS2026000000042');
    expect(pages[0]).toContain('Işık Elektrik Ltd. (Mehmet Işık)');
    expect(pages[1]).toContain('Mağazadan teslim');
    expect(pages[1]).not.toContain('NYM-325');

    expect((await send('POST', '/api/admin/orders/packing-slips.pdf', { ids: [] })).status).toBe(400);
    const missing = await send('POST', '/api/admin/orders/packing-slips.pdf', { ids: [999999] });
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe('Sipariş bulunamadı');
  });

  it('ships several orders at once, each with its own tracking number, and says which could not move', async () => {
    const noTracking = await send('POST', '/api/admin/orders/bulk-status', {
      status: 'shipped',
      orders: [{ id: ids.get('GUN000000001'), carrier: 'Aras Kargo' }],
    });
    expect(noTracking.status).toBe(400);
    expect((await noTracking.json()).message).toBe(
      'Kargoya verilecek her sipariş için kargo firması ve takip numarası giriniz',
    );
    const res = await send('POST', '/api/admin/orders/bulk-status', {
      status: 'shipped',
      orders: [
        { id: ids.get('GUN000000001'), carrier: 'Aras Kargo', trackingNumber: 'ARAS-1001' },
        { id: ids.get('GUN000000002'), carrier: 'Yurtiçi Kargo', trackingNumber: 'YK-2002' },
        { id: ids.get('GUN000000004'), carrier: 'Aras Kargo', trackingNumber: 'ARAS-1004' },
      ],
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe('2 sipariş güncellendi, 1 sipariş güncellenemedi');
    expect(body.results.map((r: { orderNumber: string; ok: boolean }) => [r.orderNumber, r.ok])).toEqual([
      ['GUN000000001', true],
      ['GUN000000002', true],
      ['GUN000000004', false],
    ]);
    expect(body.results[2].message).toBe(
      'Sipariş "Ödeme Bekleniyor" durumundan "Kargoya Verildi" durumuna geçirilemez',
    );
    const rows = await db.sql`SELECT order_number, status, carrier, tracking_number FROM orders
      WHERE order_number IN ('GUN000000001', 'GUN000000002', 'GUN000000004') ORDER BY order_number`;
    expect(rows.map((r) => [r.status, r.carrier, r.tracking_number])).toEqual([
      ['shipped', 'Aras Kargo', 'ARAS-1001'],
      ['shipped', 'Yurtiçi Kargo', 'YK-2002'],
      ['awaiting_payment', null, null],
    ]);
  });

  it("keeps internal notes in the order's history with who and when, never in the buyer's view", async () => {
    const id = ids.get('GUN000000003')!;
    const text = 'Müşteri öğleden sonra gelecek; faturayı elden verin.';
    const res = await send('POST', `/api/admin/orders/${id}/notes`, { text: `  ${text} ` });
    expect(res.status).toBe(200);
    const { order } = await res.json();
    expect(order.internalNotes).toEqual([
      { id: expect.any(Number), text, createdBy: adminName, createdAt: expect.any(String) },
    ]);
    expect(Date.now() - Date.parse(order.internalNotes[0].createdAt)).toBeLessThan(60_000);
    expect(JSON.stringify(await loadOrderView(db.sql, id))).not.toContain('öğleden sonra');
    const empty = await send('POST', `/api/admin/orders/${id}/notes`, { text: '   ' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe('Not boş olamaz ve en fazla 2000 karakter olabilir');
    expect((await send('POST', '/api/admin/orders/999999/notes', { text: 'x' })).status).toBe(404);
  });
});
