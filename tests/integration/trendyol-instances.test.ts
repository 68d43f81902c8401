import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createServerDatabase, runsOn } from '../helpers/databases.ts';
import { insertProduct } from '../helpers/catalogue-rows.ts';
import { startTrendyolDouble, type TrendyolDouble } from '../helpers/trendyol-double.ts';
import { openDatabase, type Database } from '#db/connection.ts';
import { migrate } from '#db/migrate.ts';
import { trendyolChannel } from '#api/features/marketplace/trendyol/trendyol-channel.ts';
import { trendyolConfig } from '#api/core/trendyol-checks.ts';
import { pullOrders } from '#api/features/marketplace/pull-orders.ts';
import { loggerFor } from '#api/core/logger.ts';

const backends = runsOn('postgres');

// Issue 51: two app instances on one PostgreSQL server pull the same order packages at the same
// moment; each package becomes one order, takes its units once and is reported once.

const log = loggerFor({ LOG_LEVEL: 'silent', ACCESS_LOG: 'off' } as never);

describe.each(backends)('two instances pulling Trendyol packages (%s)', () => {
  let double: TrendyolDouble;
  let server: { url: string; drop(): Promise<void> };
  let one: Database;
  let two: Database;

  beforeAll(async () => {
    double = await startTrendyolDouble();
    const template = inject('postgresTemplate');
    server = await createServerDatabase(template);
    one = await openDatabase({ url: server.url });
    if (!template) await migrate(one.sql);
    two = await openDatabase({ url: server.url });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await server?.drop();
    await double?.close();
  });

  it('takes each package exactly once', async () => {
    const { id } = await insertProduct(one.sql, { name: 'Kablo makarası', price: '1000.00', stock: 50 });
    await one.sql`UPDATE products SET barcode = '8691234567890' WHERE id = ${id}`;
    for (let i = 0; i < 12; i++)
      double.addPackage({
        id: 500 + i,
        orderNumber: `TY-${i}`,
        lines: [{ id: 9000 + i, barcode: '8691234567890', productName: 'Kablo makarası', quantity: 2, price: 1200 }],
      });
    const channel = trendyolChannel(trendyolConfig(double.env)!, log, 5000);
    const runs = await Promise.all([
      pullOrders(one.sql, channel, log),
      pullOrders(two.sql, channel, log),
      pullOrders(one.sql, channel, log),
      pullOrders(two.sql, channel, log),
    ]);
    expect(runs.reduce((s, r) => s + r.taken, 0)).toBe(12);
    const [orders] = await one.sql<{ orders: number; packages: number; stock: number }[]>`
      SELECT (SELECT count(*)::int FROM orders WHERE channel = 'trendyol') AS orders,
             (SELECT count(*)::int FROM channel_packages WHERE state = 'taken') AS packages,
             (SELECT stock_quantity FROM products WHERE id = ${id}) AS stock`;
    expect(orders).toEqual({ orders: 12, packages: 12, stock: 26 });
    expect(double.notices.filter((n) => n.status === 'Picking')).toHaveLength(12);
    expect(double.refusals).toEqual([]);
  });
});
