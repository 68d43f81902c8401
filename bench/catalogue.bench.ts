// Catalogue listing benchmark (issue 4): 10,000 generated products in a fresh database,
// five listing requests at 32 concurrent connections, through the API and as bare SQL.
//   npm run bench:catalogue            PGlite, and PostgreSQL when the server answers
//   BENCH_SECONDS=3 BENCH_DATABASE_URL=postgres://… npm run bench:catalogue
import postgres from 'postgres';
import { randomBytes } from 'node:crypto';
import { createStorage } from 'unstorage';
import { openDatabase, type Database } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemo } from '../db/seed/demo.ts';
import { seedLarge } from '../db/seed/large.ts';
import type { UploadStore } from '../api/storage/upload-store.ts';
import { seedMedia } from '../api/storage/seed-media.ts';
import { productQuerySchema, queryObject } from '../api/schemas/products.ts';
import { listProducts } from '../api/services/catalogue/list-products.ts';
import { startTestServer } from '../tests/helpers/test-server.ts';
import { loadCalls, loadHttp, type LoadResult } from './load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function requests(db: Database): Promise<[string, string][]> {
  const [kablolar] = await db.sql<{ id: number }[]>`SELECT id FROM categories WHERE slug = 'kablolar'`;
  return [
    ['default listing', ''],
    ['two-word search', 'search=schneider%20sigorta'],
    ['category + price range', `categoryIds=${kablolar!.id}&minPrice=100&maxPrice=1000`],
    ['brand + in stock', 'brands=Schneider&inStockOnly=true'],
    ['price sort, page 50', 'sortBy=price&page=50'],
  ];
}

async function freshServerDatabase(): Promise<{ db: Database; drop: () => Promise<void> } | null> {
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
  return { db, drop: async () => { await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`); await admin.end(); } };
}

async function benchBackend(db: Database): Promise<void> {
  const seedStart = performance.now();
  await migrate(db.sql);
  await seedDemo(db.sql, seedMedia(createStorage() as UploadStore));
  await seedLarge(db.sql, { products: 10_000 });
  await db.sql`VACUUM ANALYZE`;
  console.log(`\n${db.kind}: seeded ${(await db.sql`SELECT count(*)::int AS n FROM products`)[0]!.n} products in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const server = await startTestServer(db);
  const rows: string[] = [];
  try {
    for (const [label, query] of await requests(db)) {
      const q = productQuerySchema.parse(queryObject(new URLSearchParams(query)));
      const sample = await listProducts(db.sql, q);
      const api = await loadHttp(`${server.url}/api/products?${query}`, CONNECTIONS, SECONDS);
      const bare = await loadCalls(() => listProducts(db.sql, q), CONNECTIONS, SECONDS);
      rows.push(row(db.kind, label, sample.pagination.totalCount, api, bare));
      console.log(rows.at(-1));
    }
  } finally {
    await server.close();
  }
}

const fmt = (r: LoadResult) => `${r.perSecond.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(5)} ms  p99 ${r.p99.toFixed(1).padStart(5)} ms${r.errors ? `  (${r.errors} errors)` : ''}`;
const row = (kind: string, label: string, total: number, api: LoadResult, bare: LoadResult) =>
  `${kind.padEnd(8)} ${label.padEnd(24)} ${String(total).padStart(6)} hits | API ${fmt(api)} | SQL ${fmt(bare)} | API/SQL ${(bare.perSecond / api.perSecond).toFixed(2)}×`;

console.log(`Catalogue benchmark: ${CONNECTIONS} connections, ${SECONDS} s per run`);
const embedded = await openDatabase({});
try {
  await benchBackend(embedded);
} finally {
  await embedded.close();
}
const server = await freshServerDatabase();
if (!server) console.log('\npostgres: no server at BENCH_DATABASE_URL, skipped');
else {
  try {
    await benchBackend(server.db);
  } finally {
    await server.db.close();
    await server.drop();
  }
}
