import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, runsOn } from '../helpers/databases.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { call } from '../helpers/api-calls.ts';
import { insertProduct } from '../helpers/catalogue-rows.ts';
import { adminToken } from '../helpers/sessions.ts';
import { startTrendyolDouble, type TrendyolDouble } from '../helpers/trendyol-double.ts';
import type { Database, Sql } from '#db/connection.ts';
import type { MarketplaceChannel } from '#api/features/marketplace/channel.ts';
import { trendyolChannel } from '#api/features/marketplace/trendyol/trendyol-channel.ts';
import { trendyolConfig } from '#api/core/trendyol-checks.ts';
import { pushChanges } from '#api/features/marketplace/push-changes.ts';
import { checkBatches } from '#api/features/marketplace/check-batches.ts';
import { pullOrders } from '#api/features/marketplace/pull-orders.ts';
import { setShelfStock } from '#api/services/catalogue/held-stock.ts';
import { loggerFor } from '#api/core/logger.ts';
import { checkoutCart } from '../helpers/order-flow.ts';
import { cancelOrder } from '#api/services/orders/cancel-order.ts';

const backends = runsOn('both');

// Issue 51: one stock for the web shop and Trendyol, against a local double of Trendyol's seller
// API. Stock and price changes go out within a run of the push, only what changed, at most 1,000
// items a request, never the same body twice in 15 minutes; refused items are shown and sent
// again; order packages become orders once, take their units at once, and give them back when
// Trendyol cancels; Trendyol failing or hanging loses nothing.

const log = loggerFor({ LOG_LEVEL: 'silent', ACCESS_LOG: 'off' } as never);
let serial = 0;
/** A barcode no other test uses. */
const code = () => `TB${process.pid}${++serial}`;

describe.each(backends)('selling on Trendyol from the same stock (%s)', (backend) => {
  let double: TrendyolDouble;
  let db: Database;
  let server: TestServer;
  let sql: Sql;
  let admin: string;
  let channel: MarketplaceChannel;
  const api = (method: string, path: string, body?: unknown) => call(server.url, method, path, { token: admin, body });

  beforeAll(async () => {
    double = await startTrendyolDouble();
    db = await createTestDatabase(backend);
    server = await startTestServer(db, double.env);
    sql = db.sql;
    admin = await adminToken(sql);
    channel = trendyolChannel(trendyolConfig(double.env)!, log, 5000);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
    await double?.close();
  });

  /** A product on Trendyol through the admin's own route; its barcode. */
  async function listed(stock: number, price = '100.00', barcode = code()) {
    const { id } = await insertProduct(sql, { name: `Kablo ${barcode}`, price, stock });
    const res = await api('PUT', `/api/admin/products/${id}/channels`, {
      items: [{ variantId: null, barcode, trendyol: true }],
    });
    expect(res.status).toBe(200);
    return { id, barcode };
  }
  const sentOf = (barcode: string) => double.latest.get(barcode);
  const stockOf = async (id: number) =>
    (await sql<{ stock: number }[]>`SELECT stock_quantity AS stock FROM products WHERE id = ${id}`)[0]!.stock;

  it('lists an item by barcode, refuses a barcode another item has, and pushes the first figures', async () => {
    const { id, barcode } = await listed(8, '100.00');
    expect((await api('GET', `/api/admin/products/${id}/channels`)).json).toEqual({
      enabled: true,
      items: [{ variantId: null, name: 'Ürün', barcode, trendyol: true, error: null }],
    });
    const other = await insertProduct(sql, { name: 'Başka ürün', price: '5.00', stock: 1 });
    const taken = await api('PUT', `/api/admin/products/${other.id}/channels`, {
      items: [{ variantId: null, barcode, trendyol: true }],
    });
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe(`${barcode} barkodu zaten kullanılıyor: Kablo ${barcode}`);
    const noCode = await api('PUT', `/api/admin/products/${other.id}/channels`, {
      items: [{ variantId: null, barcode: '', trendyol: true }],
    });
    expect(noCode).toMatchObject({ status: 400, json: { message: 'Trendyol’da satmak için barkod gerekir' } });

    await pushChanges(sql, channel);
    expect(sentOf(barcode)).toEqual({ barcode, quantity: 8, salePrice: 120, listPrice: 120 });
  });

  it('pushes after every kind of change, and only what changed', async () => {
    const a = await listed(10, '50.00');
    const b = await listed(10, '50.00');
    await pushChanges(sql, channel);
    const before = double.pushes.length;

    // An admin edit or an import (the shelf figure), a price change, the markup and buffer.
    await sql.begin((tx) => setShelfStock(tx, 'product', [{ id: a.id, shelf: 4 }]));
    let run = await pushChanges(sql, channel);
    expect(run).toMatchObject({ sent: 1, requests: 1 });
    expect(double.pushes.at(-1)).toEqual([{ barcode: a.barcode, quantity: 4, salePrice: 60, listPrice: 60 }]);

    await sql`UPDATE products SET base_price = '75.00' WHERE id = ${b.id}`;
    await pushChanges(sql, channel);
    expect(sentOf(b.barcode)).toMatchObject({ salePrice: 90, listPrice: 90 });

    // A change and its undoing before the next run: nothing to send.
    await sql`UPDATE products SET stock_quantity = 9 WHERE id = ${b.id}`;
    await sql`UPDATE products SET stock_quantity = 10 WHERE id = ${b.id}`;
    run = await pushChanges(sql, channel);
    expect(run.sent).toBe(0);

    const settings = await api('PUT', '/api/admin/channels/trendyol/settings', {
      priceMarkupPercent: '10',
      stockBuffer: 2,
    });
    expect(settings.status).toBe(200);
    await pushChanges(sql, channel);
    expect(sentOf(a.barcode)).toMatchObject({ quantity: 2, salePrice: 66 });
    expect(sentOf(b.barcode)).toMatchObject({ quantity: 8, salePrice: 99 });
    const bad = await api('PUT', '/api/admin/channels/trendyol/settings', { priceMarkupPercent: 'x', stockBuffer: -1 });
    expect(bad.status).toBe(400);
    await api('PUT', '/api/admin/channels/trendyol/settings', { priceMarkupPercent: 0, stockBuffer: 0 });
    await pushChanges(sql, channel);
    expect(double.pushes.length).toBeGreaterThan(before);
    expect(double.refusals).toEqual([]);
  });

  it('pushes what a web order takes off the stock and what its cancellation gives back', async () => {
    const { id, barcode } = await listed(10, '40.00');
    await pushChanges(sql, channel);
    const order = await checkoutCart({ db, server }, [{ productId: id, quantity: 4 }]);
    const held = await stockOf(id);
    expect(held).toBeLessThan(10);
    await pushChanges(sql, channel);
    expect(sentOf(barcode)).toMatchObject({ quantity: held });
    expect(await cancelOrder(sql, order.id, 'Ödeme yapılmadı')).toBe(true);
    await pushChanges(sql, channel);
    expect(sentOf(barcode)).toMatchObject({ quantity: 10 });
  });

  // 2,500 listed products: up to a minute's work for PGlite on a busy two-core machine.
  it('sends at most 1,000 items a request and never the same body within 15 minutes', async () => {
    await sql`
      INSERT INTO products (name, slug, base_price, stock_quantity, barcode)
      SELECT 'Toplu ' || g, 'toplu-' || ${backend} || '-' || g, 10, 5, 'BULK' || ${process.pid} || '-' || g
      FROM generate_series(1, 2500) g`;
    await sql`INSERT INTO channel_listings (channel, product_id)
              SELECT 'trendyol', id FROM products WHERE barcode LIKE ${`BULK${process.pid}-%`}`;
    const pushesBefore = double.pushes.length;
    const run = await pushChanges(sql, channel);
    expect(run.requests).toBe(3);
    expect(double.pushes.slice(pushesBefore).map((p) => p.length)).toEqual([1000, 1000, 500]);

    // The same figures again: e.g. an item changed and changed back after it went out.
    const one = `BULK${process.pid}-1`;
    await sql`UPDATE products SET stock_quantity = 6 WHERE barcode = ${one}`;
    await pushChanges(sql, channel);
    await sql`UPDATE products SET stock_quantity = 7 WHERE barcode = ${one}`;
    await pushChanges(sql, channel);
    await sql`UPDATE products SET stock_quantity = 6 WHERE barcode = ${one}`;
    // Back to 6 at once, in a body of its own: one more unchanged item makes it new.
    expect(await pushChanges(sql, channel)).toMatchObject({ sent: 1, held: 0 });
    const last = double.pushes.at(-1)!;
    expect(last).toHaveLength(2);
    expect(last[0]).toMatchObject({ barcode: one, quantity: 6 });
    expect(double.latest.get(last[1]!.barcode)).toEqual(last[1]);
    expect(double.refusals.filter((r) => r.message.includes('15 dakika'))).toEqual([]);
  }, 120_000);

  it('shows an item Trendyol refused with its reason, and sends it again after a fix', async () => {
    const { barcode } = await listed(3, '20.00');
    double.failing.set(barcode, 'Ürün onaylı değil');
    double.pendingChecks = 1;
    await pushChanges(sql, channel);
    await sql`UPDATE channel_pushes SET check_after = now() WHERE status = 'sent'`;
    expect(await checkBatches(sql, channel)).toMatchObject({ failed: 0 }); // still in Trendyol's queue
    double.pendingChecks = 0;
    await sql`UPDATE channel_pushes SET check_after = now() WHERE status = 'sent'`;
    expect((await checkBatches(sql, channel)).failed).toBe(1);
    const status = (await api('GET', '/api/admin/channels/trendyol')).json;
    expect(status.errors).toContainEqual({ barcode, message: 'Ürün onaylı değil' });
    // The product table's 'Trendyol' column and the product's own section say so too.
    const table = (await api('GET', `/api/admin/products/table?search=${barcode}`)).json;
    expect(table.rows).toMatchObject([{ trendyol: 'error' }]);
    expect(status).toMatchObject({ enabled: true, lastPush: { error: null } });

    // Fixed on Trendyol's side: it goes again when its retry time comes, and the reason clears.
    double.failing.delete(barcode);
    double.advance(16 * 60 * 1000);
    await sql`UPDATE channel_pushes SET sent_at = sent_at - interval '16 minutes'`;
    await sql`UPDATE channel_listings SET retry_at = now() WHERE sent_barcode = ${barcode}`;
    expect((await pushChanges(sql, channel)).sent).toBe(1);
    await sql`UPDATE channel_pushes SET check_after = now() WHERE status = 'sent'`;
    await checkBatches(sql, channel);
    expect(sentOf(barcode)).toMatchObject({ quantity: 3 });
    expect((await api('GET', '/api/admin/channels/trendyol')).json.errors).not.toContainEqual(
      expect.objectContaining({ barcode }),
    );
  });

  it('loses nothing when Trendyol answers 500 or never answers', async () => {
    const { id, barcode } = await listed(7);
    double.fail(1, 500);
    expect((await pushChanges(sql, channel)).sent).toBe(0);
    expect((await api('GET', '/api/admin/channels/trendyol')).json.lastPush.error).toMatch(/500/);
    await pushChanges(sql, channel);
    expect(sentOf(barcode)).toMatchObject({ quantity: 7 });

    await sql`UPDATE products SET stock_quantity = 2 WHERE id = ${id}`;
    const impatient = trendyolChannel(trendyolConfig(double.env)!, log, 300);
    double.fail(1, 'timeout');
    expect((await pushChanges(sql, impatient)).sent).toBe(0);
    expect((await api('GET', '/api/admin/channels/trendyol')).json.lastPush.error).toBe(
      'Trendyol zamanında yanıt vermedi',
    );
    await pushChanges(sql, channel);
    expect(sentOf(barcode)).toMatchObject({ quantity: 2 });
    expect((await api('GET', '/api/admin/channels/trendyol')).json.lastPush.error).toBeNull();
  });

  it('turns a package into a paid order that takes its units at once, tells Trendyol, and takes it once', async () => {
    const { id, barcode } = await listed(5, '100.00');
    await pushChanges(sql, channel);
    const pkg = double.addPackage({
      id: 9_000_000 + serial,
      orderNumber: `TY${serial}`,
      lines: [{ id: 77_000 + serial, barcode, productName: 'Kablo', quantity: 2, price: 110 }],
    });
    double.fail(1, 500);
    expect((await pullOrders(sql, channel, log)).taken).toBe(0); // Trendyol down: asked again next time
    expect(await pullOrders(sql, channel, log)).toMatchObject({ taken: 1, notified: 1 });
    expect(await pullOrders(sql, channel, log)).toMatchObject({ taken: 0 });

    const [order] = await sql`
      SELECT o.id, o.status, o.channel, o.marketplace_order_number, o.total_amount::text, o.subtotal::text,
             o.paid_at IS NOT NULL AS paid, o.customer_name, o.shipping_city, i.quantity, i.taken_quantity
      FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.marketplace_order_number = ${pkg.orderNumber}`;
    expect(order).toMatchObject({
      status: 'confirmed',
      channel: 'trendyol',
      total_amount: '220.00',
      subtotal: '183.33',
      paid: true,
      customer_name: 'Ayşe Yılmaz',
      shipping_city: 'İstanbul',
      quantity: 2,
      taken_quantity: 2,
    });
    expect(await stockOf(id)).toBe(3);
    expect(double.packages.get(pkg.id)!.status).toBe('Picking');

    // The units it took go out to Trendyol as any other change.
    await pushChanges(sql, channel);
    expect(sentOf(barcode)).toMatchObject({ quantity: 3 });

    // The admin's order list filters by channel and shows the marketplace's order number.
    const list = await api('GET', '/api/admin/orders?channel=trendyol&pageSize=100');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.json)).toContain(pkg.orderNumber);

    // The dashboard's sales by channel count it under Trendyol.
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
    const report = await api('GET', `/api/admin/reports/sales?from=${today}&to=${today}`);
    expect(report.json.byChannel).toContainEqual({ channel: 'trendyol', orders: 1, grossAmount: '220.00' });

    // Trendyol collected the money: the shop's card provider never pays it back.
    const refund = await api('POST', `/api/admin/orders/${order!.id}/refunds`, { kind: 'cancel' });
    expect(refund).toMatchObject({
      status: 409,
      json: { message: 'Pazaryeri siparişinin ödemesini pazaryeri aldı; iadesi pazaryerinin panelinden yapılır' },
    });

    // Its e-invoice issued: Trendyol is told the package is invoiced.
    await sql`UPDATE invoices SET status = 'issued', number = 'TST2026000000001', uuid = gen_random_uuid(),
              issued_at = now(), xml = '<x/>' WHERE order_id = ${order!.id}`;
    expect((await pullOrders(sql, channel, log)).notified).toBe(1);
    expect(double.notices.at(-1)).toEqual({
      packageId: pkg.id,
      status: 'Invoiced',
      params: { invoiceNumber: 'TST2026000000001' },
    });

    // Cancelled on Trendyol: the order is cancelled and its units come back.
    double.cancel(pkg.id);
    expect((await pullOrders(sql, channel, log)).cancelled).toBe(1);
    const [after] = await sql`SELECT o.status, p.stock_quantity FROM orders o, products p
                              WHERE o.id = ${order!.id} AND p.id = ${id}`;
    expect(after).toMatchObject({ status: 'cancelled', stock_quantity: 5 });
    expect((await pullOrders(sql, channel, log)).cancelled).toBe(0);
  });

  it('flags a package with an unknown barcode or units that are gone, and takes it once that is fixed', async () => {
    const { id, barcode } = await listed(1);
    const unknown = double.addPackage({
      id: 8_000_000 + serial,
      orderNumber: `TYU${serial}`,
      lines: [{ id: 1, barcode: 'YOK-BOYLE-BIR-BARKOD', productName: 'Bilinmeyen', quantity: 1, price: 10 }],
    });
    const short = double.addPackage({
      id: 8_100_000 + serial,
      orderNumber: `TYS${serial}`,
      lines: [{ id: 2, barcode, productName: 'Kablo', quantity: 3, price: 120 }],
    });
    const unreadable = double.addPackage({
      id: 8_200_000 + serial,
      orderNumber: `TYX${serial}`,
      lines: [{ id: 3, barcode, productName: 'Kablo', quantity: 1, price: -5 }],
    });
    expect((await pullOrders(sql, channel, log)).flagged).toBe(3);
    const flagged = (await api('GET', '/api/admin/channels/trendyol')).json.flagged;
    expect(flagged).toContainEqual(
      expect.objectContaining({ packageId: String(unknown.id), problem: 'Bilinmeyen barkod: YOK-BOYLE-BIR-BARKOD' }),
    );
    expect(flagged).toContainEqual(expect.objectContaining({ packageId: String(short.id) }));
    expect(flagged).toContainEqual(
      expect.objectContaining({
        packageId: String(unreadable.id),
        problem: 'Sipariş oluşturulamadı: paketteki bilgiler okunamadı',
      }),
    );
    expect(await stockOf(id)).toBe(1);

    await sql`UPDATE products SET stock_quantity = 10 WHERE id = ${id}`;
    expect((await pullOrders(sql, channel, log)).taken).toBe(1);
    expect(await stockOf(id)).toBe(7);
  });
});
