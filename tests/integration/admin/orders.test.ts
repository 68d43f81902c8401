import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMails } from '../../helpers/checkout-fixtures.ts';
import { createTestDatabase, runsOn } from '../../helpers/databases.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';
import { adminAndCustomerTokens, sendJsonAs } from '../../helpers/admin-session.ts';
import type { Database, Sql } from '#db/connection.ts';

const backends = runsOn('pglite');

/** An order of 3 × variant and 2 × plain product, its stock already reserved. */
async function insertOrder(
  sql: Sql,
  o: { number: string; status: string; name: string; email: string; company?: string; minutesAgo: number },
) {
  const [order] = await sql`
    INSERT INTO orders (order_number, status, subtotal, vat_rate, tax_amount, total_amount, customer_name, customer_email, customer_phone,
      company_name, tax_number, billing_address, billing_city, billing_postal_code, shipping_address, shipping_city, shipping_postal_code,
      contract_consent, payment_reference, created_at)
    VALUES (${o.number}, ${o.status}, 100, 20, 20, 120, ${o.name}, ${o.email}, '05321234567', ${o.company ?? null}, '1234567890',
      'İvedik OSB 1468. Cadde No 27', 'Ankara', '06378', 'İvedik OSB 1468. Cadde No 27', 'Ankara', '06378', true, 'PAY-1',
      now() - make_interval(mins => ${o.minutesAgo}))
    RETURNING id`;
  const [variant] = await sql`SELECT id, product_id FROM product_variants LIMIT 1`;
  const [plain] = await sql`SELECT id FROM products WHERE slug = 'duz-urun'`;
  await sql`INSERT INTO order_items (order_id, product_id, variant_id, product_name, variant_name, unit_price, quantity, total_price, vat_rate, net_amount, vat_amount)
    VALUES (${order!.id}, ${variant!.product_id}, ${variant!.id}, 'Kablo', '100 m', 20, 3, 60, 20, 60, 12), (${order!.id}, ${plain!.id}, NULL, 'Priz', NULL, 20, 2, 40, 20, 40, 8)`;
  // What a checkout would have recorded: an unpaid order holds its units, a paid one took them (decision 0259).
  await sql`UPDATE order_items SET ${o.status === 'pending' ? sql`held_quantity` : sql`taken_quantity`} = quantity WHERE order_id = ${order!.id}`;
  await sql`INSERT INTO consents (order_id, kind, granted, text_version) VALUES (${order!.id}, 'distance_sales_contract', true, '2025-01')`;
  return order!.id as number;
}

describe.each(backends)('admin orders (%s)', (backend) => {
  let db: Database;
  let server: TestServer;
  let token: string;
  let adminName: string;
  const send = (method: string, p: string, body?: unknown) => sendJsonAs(token, method, server.url + p, body);
  const stock = async () => {
    const [row] =
      await db.sql`SELECT (SELECT stock_quantity FROM product_variants LIMIT 1) AS v, (SELECT stock_quantity FROM products WHERE slug = 'duz-urun') AS p`;
    return [row!.v, row!.p];
  };

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    server = await startTestServer(db);
    ({ admin: token, adminName } = await adminAndCustomerTokens(db.sql));
    const [p] = await db.sql`INSERT INTO products (name, slug, base_price) VALUES ('Kablo', 'kablo', 20) RETURNING id`;
    await db.sql`INSERT INTO product_variants (product_id, name, price, stock_quantity) VALUES (${p!.id}, '100 m', 20, 10)`;
    await db.sql`INSERT INTO products (name, slug, base_price, stock_quantity) VALUES ('Priz', 'duz-urun', 20, 5)`;
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('lists newest first, searches Turkish-insensitively and filters by status, paginated', async () => {
    await insertOrder(db.sql, {
      number: 'AAAA1111',
      status: 'confirmed',
      name: 'Ayşe Işık',
      email: 'ayse@example.com',
      minutesAgo: 30,
    });
    await insertOrder(db.sql, {
      number: 'BBBB2222',
      status: 'pending',
      name: 'Mehmet Can',
      email: 'mehmet@example.com',
      company: 'Çelik Elektrik',
      minutesAgo: 10,
    });
    const all = await (await send('GET', '/api/admin/orders')).json();
    expect(all.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual(['BBBB2222', 'AAAA1111']);
    expect(all.pagination).toMatchObject({ page: 1, totalCount: 2, totalPages: 1, hasNext: false });
    expect(all.orders[0]).toMatchObject({ status: 'pending', totalAmount: '120.00', itemCount: 5 });
    const byName = await (await send('GET', `/api/admin/orders?search=${encodeURIComponent('IŞIK')}`)).json();
    expect(byName.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual(['AAAA1111']);
    const byCompany = await (await send('GET', '/api/admin/orders?search=celik')).json();
    expect(byCompany.orders).toHaveLength(1);
    const byNumber = await (await send('GET', '/api/admin/orders?search=bbbb')).json();
    expect(byNumber.orders[0].orderNumber).toBe('BBBB2222');
    const confirmed = await (await send('GET', '/api/admin/orders?status=confirmed')).json();
    expect(confirmed.orders.map((o: { status: string }) => o.status)).toEqual(['confirmed']);
    const page2 = await (await send('GET', '/api/admin/orders?pageSize=1&page=2')).json();
    expect(page2.orders[0].orderNumber).toBe('AAAA1111');
    expect(page2.pagination).toMatchObject({ totalPages: 2, hasPrev: true, hasNext: false });
  });

  it('shows the detail with lines, addresses, tax number, consents and payment reference', async () => {
    const [{ id }] = (await db.sql`SELECT id FROM orders WHERE order_number = 'AAAA1111'`) as unknown as [
      { id: number },
    ];
    const order = await (await send('GET', `/api/admin/orders/${id}`)).json();
    expect(order).toMatchObject({
      orderNumber: 'AAAA1111',
      taxNumber: '1234567890',
      paymentReference: 'PAY-1',
      shippingCity: 'Ankara',
      items: [
        { productName: 'Kablo', variantName: '100 m', quantity: 3, totalPrice: '60.00' },
        { productName: 'Priz', quantity: 2 },
      ],
      consents: [{ kind: 'distance_sales_contract', granted: true }],
    });
    expect((await send('GET', '/api/admin/orders/999999')).status).toBe(404);
  });

  it('moves a confirmed order to shipped only with carrier and tracking number, e-mails the customer and records the admin', async () => {
    const [{ id }] = (await db.sql`SELECT id FROM orders WHERE order_number = 'AAAA1111'`) as unknown as [
      { id: number },
    ];
    const missing = await send('POST', `/api/admin/orders/${id}/status`, { status: 'shipped', carrier: 'Aras Kargo' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toContain('takip numarası zorunludur');
    const unknown = await send('POST', `/api/admin/orders/${id}/status`, {
      status: 'shipped',
      carrier: 'Kendi Aracımız',
      trackingNumber: 'X1',
    });
    expect((await unknown.json()).message).toBe('Lütfen listeden bir kargo firması seçiniz');
    const odd = await send('POST', `/api/admin/orders/${id}/status`, {
      status: 'shipped',
      carrier: 'Aras Kargo',
      trackingNumber: '<script>',
    });
    expect((await odd.json()).message).toBe(
      'Takip numarası yalnızca harf, rakam ve tire içerebilir (en fazla 40 karakter)',
    );
    const res = await send('POST', `/api/admin/orders/${id}/status`, {
      status: 'shipped',
      carrier: 'Aras Kargo',
      trackingNumber: 'ARAS123456',
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      status: 'shipped',
      mail: 'sent',
      order: { carrier: 'Aras Kargo', trackingNumber: 'ARAS123456' },
    });
    expect(body.order.history).toEqual([
      expect.objectContaining({ fromStatus: 'confirmed', toStatus: 'shipped', changedBy: adminName }),
    ]);
    const eml = (await readMails(server.ctx.config.mailDir)).find((m) => m.includes('AAAA1111'))!;
    expect(eml).toContain('AAAA1111 numaralı siparişiniz kargoya verildi.');
    expect(eml).toContain('ayse@example.com');
    expect(eml).toMatch(/ARAS123456/);
    expect(eml).toContain('https://kargotakip.araskargo.com.tr/mainpage.aspx?code=ARAS123456');
    expect(body.order).toMatchObject({
      carrier: 'Aras Kargo',
      trackingNumber: 'ARAS123456',
      trackingUrl: 'https://kargotakip.araskargo.com.tr/mainpage.aspx?code=ARAS123456',
    });
    const back = await send('POST', `/api/admin/orders/${id}/status`, { status: 'cancelled' });
    expect(back.status).toBe(409);
    expect((await back.json()).message).toContain('Kargoya Verildi');
  });

  it('cancels a pending order once, putting its reserved stock back', async () => {
    const [{ id }] = (await db.sql`SELECT id FROM orders WHERE order_number = 'BBBB2222'`) as unknown as [
      { id: number },
    ];
    const before = await stock();
    const res = await send('POST', `/api/admin/orders/${id}/status`, { status: 'cancelled', note: 'Müşteri vazgeçti' });
    expect(res.status).toBe(200);
    expect(await stock()).toEqual([before[0] + 3, before[1] + 2]);
    expect((await send('POST', `/api/admin/orders/${id}/status`, { status: 'cancelled' })).status).toBe(409);
    expect(await stock()).toEqual([before[0] + 3, before[1] + 2]);
    const [row] = await db.sql`SELECT stock_released FROM orders WHERE id = ${id}`;
    expect(row!.stock_released).toBe(true);
    expect((await send('POST', `/api/admin/orders/${id}/status`, { status: 'kayip' })).status).toBe(400);
  });
});
