// The market's five listings on 10,000 generated products (about 30,000 variants), 32
// connections: through the API while a steady stream of checkouts changes stock (the mixed
// benchmark), and as bare SQL (the uncached listing, the floor). PGlite, and PostgreSQL when
// the server at BENCH_DATABASE_URL answers.
import postgres from 'postgres';
import { randomBytes } from 'node:crypto';
import { createStorage } from 'unstorage';
import { openDatabase, type Database } from '#db/connection.ts';
import { migrate } from '#db/migrate.ts';
import { seedDemo } from '#db/seed/demo.ts';
import { seedLarge } from '#db/seed/large.ts';
import type { UploadStore } from '#api/storage/upload-store.ts';
import { seedMedia } from '#api/storage/seed-media.ts';
import { queryObject } from '#api/schemas/products.ts';
import { productQuerySchema } from '#api/schemas/product-query.ts';
import { listProducts } from '#api/services/catalogue/listing/list-products.ts';
import { startTestServer } from '../tests/helpers/test-server.ts';
import { loadCalls, loadHttp, type LoadResult } from './load.ts';
import { startCheckoutStream } from './checkout-stream.ts';
import { p99Figure, type Figure } from './figures.ts';
import { createSession, generateSessionToken } from '#api/auth/session.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const CHECKOUTS_PER_SECOND = Number(process.env.BENCH_CHECKOUTS_PER_SECOND ?? 5);
export const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function listings(db: Database): Promise<[string, string][]> {
  const [kablolar] = await db.sql<{ id: number }[]>`SELECT id FROM categories WHERE slug = 'kablolar'`;
  const [breakers] = await db.sql<{ id: number }[]>`SELECT id FROM categories WHERE slug = 'otomatik-sigortalar'`;
  return [
    // Issue 47: a category with three attribute filters and its facet counts, beside the same category unfiltered.
    ['category, unfiltered', `categoryIds=${breakers!.id}`],
    [
      'category + 3 attribute filters',
      `categoryIds=${breakers!.id}&attr_curve=c&attr_poles_min=1&attr_poles_max=1&attr_rated_current_min=10&attr_rated_current_max=32`,
    ],
    ['default listing', ''],
    ['two-word search', 'search=schneider%20sigorta'],
    ['category + price range', `categoryIds=${kablolar!.id}&minPrice=100&maxPrice=1000`],
    ['brand + in stock', 'brands=Schneider&inStockOnly=true'],
    ['price sort, page 50', 'sortBy=price&page=50'],
  ];
}

/** A new database on the PostgreSQL server, dropped afterwards; null when no server answers. */
export async function freshServerDatabase(): Promise<{ db: Database; url: string; drop: () => Promise<void> } | null> {
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {}, connect_timeout: 3 });
  try {
    await admin`SELECT 1`;
  } catch {
    await admin.end();
    return null;
  }
  const name = `shop_bench_${randomBytes(4).toString('hex')}`;
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.href });
  return {
    db,
    url: url.href,
    drop: async () => {
      await db.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * A trade buyer (issue 36): a customer in a 12.5 % group with explicit prices on every tenth
 * product and variant; the bearer header their listings are asked with.
 */
async function tradeBuyer(db: Database): Promise<Record<string, string>> {
  const [group] = await db.sql<{ id: number }[]>`
    INSERT INTO price_groups (name, discount_percent) VALUES ('Bayi (bench)', 12.5) RETURNING id`;
  await db.sql`
    INSERT INTO product_group_prices (price_group_id, product_id, variant_id, price)
    SELECT ${group!.id}::int, id, NULL::int, round(base_price * 0.8, 2) FROM products WHERE id % 10 = 0
    UNION ALL
    SELECT ${group!.id}::int, product_id, id, round(price * 0.8, 2) FROM product_variants WHERE id % 10 = 0`;
  const [user] = await db.sql<{ id: number }[]>`
    INSERT INTO users (username, email, password_hash, full_name, price_group_id)
    VALUES ('bench_bayi', 'bench_bayi@example.com', 'x', 'Bench Bayi', ${group!.id}) RETURNING id`;
  const token = generateSessionToken();
  await createSession(db.sql, token, user!.id);
  return { authorization: `Bearer ${token}` };
}

/** The benchmarks' catalogue: the demo shop and 10,000 generated products (about 30,000 variants). */
export async function seedCatalogue(db: Database): Promise<void> {
  await migrate(db.sql);
  await seedDemo(db.sql, seedMedia(createStorage() as UploadStore));
  await seedLarge(db.sql, { products: 10_000 });
  await db.sql`VACUUM ANALYZE`;
}

/**
 * `call` from every connection for the bench's seconds, after one unmeasured second that
 * prepares its statements on every pooled connection.
 */
async function warmedLoad(call: () => Promise<unknown>): Promise<LoadResult> {
  await loadCalls(call, CONNECTIONS, 1);
  return loadCalls(call, CONNECTIONS, SECONDS);
}

/** p99 of each listing: bare SQL alone, then the API while checkouts run. */
async function catalogueFiguresOn(db: Database): Promise<Figure[]> {
  await seedCatalogue(db);
  const buyer = await tradeBuyer(db);
  const server = await startTestServer(db);
  const figures: Figure[] = [];
  try {
    // Unmeasured: the first seconds warm the JIT, the plans and the pools.
    await loadHttp(`${server.url}/api/products`, CONNECTIONS, 2);
    // The floor of a bare listing: one stored card by primary key, through the same pool and
    // callers. It moves with the machine's speed and the pool's overhead, not with the listing.
    const [first] = await db.sql<
      { id: number }[]
    >`SELECT product_id AS id FROM product_cards ORDER BY product_id LIMIT 1`;
    const oneCard = await warmedLoad(() => db.sql`SELECT card FROM product_cards WHERE product_id = ${first!.id}`);
    console.log(`${db.kind} one card by key: ${oneCard.perSecond.toFixed(0)} req/s p99 ${oneCard.p99.toFixed(1)} ms`);
    for (const [label, query] of await listings(db)) {
      const q = productQuerySchema.parse(queryObject(new URLSearchParams(query)));
      const bare = await warmedLoad(() => listProducts(db.sql, q));
      const shown = (await listProducts(db.sql, q)).products.map((p) => p.id);
      const stream = await startCheckoutStream(db.sql, server.url, CHECKOUTS_PER_SECOND, shown);
      const api = await loadHttp(`${server.url}/api/products?${query}`, CONNECTIONS, SECONDS);
      const { orders, failures } = await stream.stop();
      if (api.errors || bare.errors || failures)
        console.warn(
          `${db.kind} ${label}: ${api.errors} API errors, ${bare.errors} SQL errors, ${failures} failed checkouts`,
        );
      console.log(
        `${db.kind} ${label}: API ${api.perSecond.toFixed(0)} req/s p99 ${api.p99.toFixed(1)} ms with ${orders} checkouts; SQL ${bare.perSecond.toFixed(0)} req/s p99 ${bare.p99.toFixed(1)} ms`,
      );
      figures.push(p99Figure(`${db.kind} ${label}: p99 under checkouts`, api.p99, 'bare SQL p99', bare.p99));
      // The same listing for a trade buyer: the public answer at their group's prices (decision 0283).
      const groupStream = await startCheckoutStream(db.sql, server.url, CHECKOUTS_PER_SECOND, shown);
      const trade = await loadHttp(`${server.url}/api/products?${query}`, CONNECTIONS, SECONDS, buyer);
      const groupRun = await groupStream.stop();
      if (trade.errors) console.warn(`${db.kind} ${label}: ${trade.errors} trade-buyer API errors`);
      console.log(
        `${db.kind} ${label}: trade buyer API ${trade.perSecond.toFixed(0)} req/s p99 ${trade.p99.toFixed(1)} ms with ${groupRun.orders} checkouts`,
      );
      figures.push(
        p99Figure(`${db.kind} ${label}: trade buyer p99 under checkouts`, trade.p99, 'guest API p99', api.p99),
      );
      if (db.kind === 'postgres')
        figures.push(p99Figure(`${db.kind} ${label}: bare SQL p99`, bare.p99, 'one card by key p99', oneCard.p99));
    }
  } finally {
    await server.close();
  }
  return figures;
}

/** BENCH_BACKENDS=postgres (or pglite) limits the run to one database. */
export async function catalogueFigures(): Promise<Figure[]> {
  console.log(
    `Catalogue: ${CONNECTIONS} connections, ${SECONDS} s per run, ${CHECKOUTS_PER_SECOND} checkouts/s alongside the API runs`,
  );
  return figuresOnEachDatabase(catalogueFiguresOn);
}

/**
 * `run` on a new PGlite database, then on a new one on the PostgreSQL server when it answers;
 * BENCH_BACKENDS=postgres (or pglite) limits the run to one of them.
 */
export async function figuresOnEachDatabase(
  run: (db: Database, label: 'PGlite' | 'PostgreSQL') => Promise<Figure[]>,
): Promise<Figure[]> {
  const backends = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',');
  const figures: Figure[] = [];
  if (backends.includes('pglite')) {
    const embedded = await openDatabase({});
    try {
      figures.push(...(await run(embedded, 'PGlite')));
    } finally {
      await embedded.close();
    }
  }
  const server = backends.includes('postgres') ? await freshServerDatabase() : null;
  if (!server) console.log('postgres: no server at BENCH_DATABASE_URL, skipped');
  else {
    try {
      figures.push(...(await run(server.db, 'PostgreSQL')));
    } finally {
      await server.drop();
    }
  }
  return figures;
}
