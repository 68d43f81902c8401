import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Sql } from '#db/connection.ts';
import type { Database } from '#db/connection.ts';
import { runsOn, createTestDatabase } from '../helpers/databases.ts';
import { insertProduct } from '../helpers/catalogue-rows.ts';
import { startCatalogueWatch } from '#api/services/catalogue/listing/catalogue-watch.ts';
import { createListingCache } from '#api/services/catalogue/listing/listing-cache.ts';
import { liveStock } from '#api/services/catalogue/listing/live-stock.ts';
import { DEFAULT_QUERY, type ProductView } from '#api/schemas/products.ts';

const backends = runsOn('both');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The database's statements, counted, and failing on demand (the database away). */
function countedSql(sql: Sql) {
  const state = { statements: 0, failing: false };
  const wrapped = ((strings: TemplateStringsArray, ...values: unknown[]) => {
    state.statements++;
    if (state.failing) return Promise.reject(new Error('veritabanı yok'));
    return sql(strings, ...(values as never[]));
  }) as unknown as Sql;
  return { sql: Object.assign(wrapped, { json: sql.json, begin: sql.begin }) as Sql, state };
}

describe.each(backends)('the catalogue watch (%s)', (backend) => {
  let db: Database;
  let product: { id: number; variantIds: number[] };
  let shown: ProductView[];
  beforeAll(async () => {
    db = await createTestDatabase(backend);
    product = await insertProduct(db.sql, {
      name: 'Termik Röle',
      price: '320.00',
      variants: [
        { name: '1-1,6 A', price: '320.00', stock: 7 },
        { name: '2,5-4 A', price: '340.00', stock: 2 },
      ],
    });
    shown = [{ id: product.id, variants: product.variantIds.map((id) => ({ id })) } as unknown as ProductView];
  });
  afterAll(() => db?.close());

  it('knows what committed, from the database’s notifications, and what a read found', async () => {
    const watch = await startCatalogueWatch(db);
    try {
      await watch.settled();
      expect(watch.known(shown)).toBeNull();
      const since = watch.mark();
      watch.learn(await liveStock(db.sql, shown), since);
      const [variant] = product.variantIds;
      expect(watch.known(shown)?.stock.get(`v${variant}`)).toBe(7);

      // A sale (stock only) and an edit (the version) reach the watch by their commit.
      await db.sql`UPDATE product_variants SET stock_quantity = 5 WHERE id = ${variant!}`;
      await db.sql`UPDATE products SET name = 'Termik Aşırı Akım Rölesi' WHERE id = ${product.id}`;
      await watch.settled();
      const [{ version }] = await db.sql<[{ version: string }]>`SELECT version::text FROM catalogue_version`;
      expect(watch.known(shown)).toEqual({ version, stock: (await liveStock(db.sql, shown)).stock });
      expect(watch.known(shown)?.stock.get(`v${variant}`)).toBe(5);

      // A read that began before a notification does not put back what the notification changed.
      const before = watch.mark();
      const old = await liveStock(db.sql, shown);
      await db.sql`UPDATE product_variants SET stock_quantity = 4 WHERE id = ${variant!}`;
      await watch.settled();
      watch.learn(old, before);
      expect(watch.known(shown)?.stock.get(`v${variant}`)).toBe(4);
    } finally {
      await watch.close();
    }
  });

  // PGlite delivers in this process, before the committing statement settles: it has no pings.
  it.runIf(backend === 'postgres')('is not believed once its pings stop coming back (the database away)', async () => {
    const counted = countedSql(db.sql);
    const watch = await startCatalogueWatch(
      { sql: counted.sql, listen: db.listen, kind: db.kind },
      { pingMs: 20, trustMs: 150 },
    );
    try {
      await watch.settled();
      watch.learn(await liveStock(db.sql, shown), watch.mark());
      expect(watch.known(shown)).not.toBeNull();
      counted.state.failing = true;
      // Past its trust (150 ms) without a ping back, it knows nothing.
      await vi.waitUntil(() => watch.known(shown) === null, { timeout: 2_000, interval: 10 });
      counted.state.failing = false;
      await watch.settled();
      expect(watch.known(shown)).not.toBeNull();
    } finally {
      await watch.close();
    }
  });

  it('answers a cached listing without a round trip while nothing changed, and reads again when stock moves', async () => {
    const watch = await startCatalogueWatch(db);
    const counted = countedSql(db.sql);
    const cache = createListingCache({ watch });
    try {
      await watch.settled();
      const query = { ...DEFAULT_QUERY, search: 'Termik' };
      const first = JSON.parse((await cache.listing(counted.sql, query)).json);
      expect(first.products.map((p: ProductView) => p.id)).toEqual([product.id]);
      await cache.listing(counted.sql, query); // the first hit reads the stock once
      const afterWarm = counted.state.statements;
      for (let i = 0; i < 20; i++) await cache.listing(counted.sql, query);
      expect(counted.state.statements).toBe(afterWarm);

      await db.sql`UPDATE product_variants SET stock_quantity = 1 WHERE id = ${product.variantIds[1]!}`;
      await watch.settled();
      const moved = JSON.parse((await cache.listing(counted.sql, query)).json);
      expect(counted.state.statements).toBe(afterWarm);
      expect(moved.products[0].variants.map((v: { stockQuantity: number }) => v.stockQuantity)).toContain(1);
    } finally {
      await watch.close();
    }
  });

  it.runIf(backend === 'postgres')(
    'forgets what it knew when its connection is lost, and shows no stale figure past its trust',
    async () => {
      const watch = await startCatalogueWatch(db, { pingMs: 20, trustMs: 200 });
      try {
        await watch.settled();
        watch.learn(await liveStock(db.sql, shown), watch.mark());
        const [variant] = product.variantIds;
        // The listening connection is cut; a sale commits while no one listens.
        await db.sql`
          SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query ILIKE 'listen%'`;
        await db.sql`UPDATE product_variants SET stock_quantity = 2 WHERE id = ${variant!}`;
        const deadline = Date.now() + 3000;
        while (Date.now() < deadline) {
          const figure = watch.known(shown)?.stock.get(`v${variant}`);
          if (figure !== undefined && Date.now() > deadline - 2500) expect(figure).toBe(2);
          await sleep(20);
        }
        // Listening again, it learns afresh from the next read.
        await watch.settled();
        watch.learn(await liveStock(db.sql, shown), watch.mark());
        expect(watch.known(shown)?.stock.get(`v${variant}`)).toBe(2);
      } finally {
        await watch.close();
      }
    },
    15_000,
  );
});
