import { beforeAll, describe, expect, it } from 'vitest';
import { runsOn } from '../../helpers/databases.ts';
import { useShopUnderTest } from '../../helpers/shop-under-test.ts';
import { adminAndCustomerTokens } from '../../helpers/admin-session.ts';
import { call } from '../../helpers/api-calls.ts';
import { insertProduct, insertVariant } from '../../helpers/checkout-fixtures.ts';
import { dashboardOverview } from '#api/services/orders/dashboard.ts';

const backends = runsOn('pglite');

const DAY = 86_400_000;

describe.each(backends)('admin dashboard (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  let n = 0;
  async function order(
    status: string,
    daysAgo: number,
    lines: { productId: number; name: string; quantity: number; price: string; unit?: string }[],
    delivery: 'ship' | 'pickup' = 'ship',
  ) {
    const total = lines.reduce((s, l) => s + l.quantity * Number(l.price), 0).toFixed(2);
    const created = new Date(Date.UTC(2026, 10, 23, 9) - daysAgo * DAY);
    const [row] = await shop.db.sql<{ id: number }[]>`
      INSERT INTO orders (order_number, status, subtotal, vat_rate, tax_amount, total_amount, customer_name, customer_email, customer_phone,
        billing_address, billing_city, billing_postal_code, shipping_address, shipping_city, shipping_postal_code, contract_consent, created_at, delivery)
      VALUES (${`DASH${++n}`}, ${status}, ${total}, 20, 0, ${total}, 'Ayşe Yılmaz', 'ayse@example.com', '05321234567',
        'Adres', 'Ankara', '06000', 'Adres', 'Ankara', '06000', true, ${created}, ${delivery}) RETURNING id`;
    for (const l of lines) {
      const lineTotal = (l.quantity * Number(l.price)).toFixed(2);
      await shop.db
        .sql`INSERT INTO order_items (order_id, product_id, product_name, unit, unit_price, quantity, total_price, vat_rate, net_amount, vat_amount)
        VALUES (${row!.id}, ${l.productId}, ${l.name}, ${l.unit ?? 'adet'}, ${l.price}, ${l.quantity}, ${lineTotal}, 0, ${lineTotal}, 0)`;
    }
  }

  beforeAll(async () => {
    const kablo = await insertProduct(shop.db.sql, { name: 'NYM Kablo', stock: 2 });
    const lamba = await insertProduct(shop.db.sql, { name: 'LED Lamba', stock: 50 });
    const sigorta = await insertProduct(shop.db.sql, { name: 'Sigorta', stock: 100 });
    await insertVariant(shop.db.sql, sigorta, { stock: 0 });
    const k = { productId: kablo, name: 'NYM Kablo' };
    const l = { productId: lamba, name: 'LED Lamba' };
    await order('confirmed', 0, [{ ...k, quantity: 10, price: '46.90' }]);
    await order('shipped', 3, [
      { ...l, quantity: 2, price: '100.00' },
      { ...k, quantity: 1, price: '46.90' },
    ]);
    await order('delivered', 20, [{ ...l, quantity: 1, price: '99.99' }]);
    await order('processing', 40, [{ ...l, quantity: 5, price: '10.00' }]);
    await order('pending', 0, [{ ...l, quantity: 99, price: '1.00' }]);
    await order('cancelled', 1, [{ ...k, quantity: 99, price: '1.00' }]);
  });

  it('counts confirmed orders only, by Turkish calendar day, with the chart, best sellers, low stock and orders to ship', async () => {
    const o = await dashboardOverview(shop.db.sql, new Date(Date.UTC(2026, 10, 23, 12)));
    expect(o.today).toEqual({ amount: '469.00', orders: 1 });
    expect(o.last7Days).toEqual({ amount: '715.90', orders: 2 });
    expect(o.last30Days).toEqual({ amount: '815.89', orders: 3 });
    expect(o.daily).toHaveLength(30);
    expect(o.daily.at(-1)).toEqual({ date: '2026-11-23', amount: '469.00' });
    expect(o.daily.at(-4)).toEqual({ date: '2026-11-20', amount: '246.90' });
    expect(o.topProducts).toEqual([
      { name: 'NYM Kablo', unit: 'adet', quantity: 11, revenue: '515.90' },
      { name: 'LED Lamba', unit: 'adet', quantity: 3, revenue: '299.99' },
    ]);
    expect(o.lowStock.map((p) => [p.name, p.stock])).toEqual([
      ['Sigorta', 0],
      ['NYM Kablo', 2],
    ]);
    expect(o.awaitingShipment.count).toBe(2);
    expect(o.awaitingShipment.orders.map((x) => x.status)).toEqual(['processing', 'confirmed']);
  });

  it('answers admins only, and follows the low-stock setting', async () => {
    const { admin, customer } = await adminAndCustomerTokens(shop.db.sql);
    expect((await call(shop.server.url, 'GET', '/api/admin/dashboard', { token: customer })).status).toBe(403);
    const form = new FormData();
    form.append('key', 'low_stock_threshold');
    form.append('value', '60');
    const saved = await fetch(`${shop.server.url}/api/admin/settings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    expect(saved.status).toBe(200);
    const res = await call(shop.server.url, 'GET', '/api/admin/dashboard', { token: admin });
    expect(res.json.lowStockThreshold).toBe(60);
    expect(res.json.lowStock.map((p: { name: string }) => p.name)).toEqual(['Sigorta', 'NYM Kablo', 'LED Lamba']);
  });
});

describe.each(backends)("the dashboard's known bugs (%s)", (backend) => {
  const shop = useShopUnderTest(backend);

  it('never adds metres to pieces among the best sellers, and counts only carrier orders as waiting for the carrier', async () => {
    const kablo = await insertProduct(shop.db.sql, { name: 'NYM Kablo', stock: 1000 });
    const insert = async (number: string, delivery: 'ship' | 'pickup', lines: [string, number, string][]) => {
      const total = lines.reduce((s, [, q, p]) => s + q * Number(p), 0).toFixed(2);
      const [row] = await shop.db.sql<{ id: number }[]>`
        INSERT INTO orders (order_number, status, subtotal, vat_rate, tax_amount, total_amount, customer_name, customer_email, customer_phone,
          billing_address, billing_city, billing_postal_code, shipping_address, shipping_city, shipping_postal_code, contract_consent,
          created_at, delivery)
        VALUES (${number}, 'confirmed', ${total}, 20, 0, ${total}, 'Ayşe Yılmaz', 'ayse@example.com', '05321234567',
          'Adres', 'Ankara', '06000', 'Adres', 'Ankara', '06000', true, ${new Date(Date.UTC(2026, 10, 23, 9))}, ${delivery}) RETURNING id`;
      for (const [unit, quantity, price] of lines)
        await shop.db
          .sql`INSERT INTO order_items (order_id, product_id, product_name, unit, unit_price, quantity, total_price, vat_rate, net_amount, vat_amount)
          VALUES (${row!.id}, ${kablo}, 'NYM Kablo', ${unit}, ${price}, ${quantity}, ${(quantity * Number(price)).toFixed(2)}, 0,
            ${(quantity * Number(price)).toFixed(2)}, 0)`;
    };
    await insert('BUG000000001', 'ship', [['metre', 500, '10.00']]);
    await insert('BUG000000002', 'pickup', [['adet', 1, '4500.00']]);
    const o = await dashboardOverview(shop.db.sql, new Date(Date.UTC(2026, 10, 23, 12)));
    expect(o.topProducts).toEqual([
      { name: 'NYM Kablo', unit: 'metre', quantity: 500, revenue: '5000.00' },
      { name: 'NYM Kablo', unit: 'adet', quantity: 1, revenue: '4500.00' },
    ]);
    expect(o.awaitingShipment.count).toBe(1);
    expect(o.awaitingShipment.orders.map((x) => x.orderNumber)).toEqual(['BUG000000001']);
  });
});
