// One uncached listing at a time (facets included) on the large seed on PostgreSQL: the time a
// listing that misses the listing cache costs by itself, without the load the catalogue bench
// adds. `KEEP=1` leaves the database for EXPLAIN ANALYZE and prints its URL.
import { freshServerDatabase, listings, seedCatalogue } from './catalogue.ts';
import { queryObject } from '#api/schemas/products.ts';
import { productQuerySchema } from '#api/schemas/product-query.ts';
import { listProducts } from '#api/services/catalogue/listing/list-products.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);

const server = await freshServerDatabase();
if (!server) throw new Error('PostgreSQL answers not at BENCH_DATABASE_URL');
try {
  const seeding = performance.now();
  await seedCatalogue(server.db);
  console.log(`seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);
  for (const [label, query] of await listings(server.db)) {
    const q = productQuerySchema.parse(queryObject(new URLSearchParams(query)));
    await listProducts(server.db.sql, q);
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const start = performance.now();
      await listProducts(server.db.sql, q);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    console.log(`${label}: median ${median.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms (${ROUNDS} rounds)`);
  }
} finally {
  if (process.env.KEEP) console.log(`kept ${server.url}`);
  else await server.drop();
}
