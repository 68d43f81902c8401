import { createTestDatabase, type Backend } from '../tests/helpers/databases.ts';
import { startTestServer } from '../tests/helpers/test-server.ts';
import { createCheckout, insertCart, insertProduct, insertVariant, newSessionId, validForm } from '../tests/helpers/checkout-fixtures.ts';

// POST /api/checkout/create latency with 20 shoppers checking out at the same time,
// over real HTTP on PGlite (and PostgreSQL when TEST_DATABASE_URL is set).
const SHOPPERS = 20;
const ROUNDS = 10;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function bench(backend: Backend) {
  const db = await createTestDatabase(backend);
  const server = await startTestServer(db);
  try {
    const products = await Promise.all(Array.from({ length: 5 }, (_, i) => insertProduct(db.sql, { name: `Ürün ${i}`, stock: 100_000 })));
    const variants = await Promise.all(products.map((p) => insertVariant(db.sql, p, { stock: 100_000 })));
    const latencies: number[] = [];
    const started = performance.now();
    for (let round = 0; round < ROUNDS + 1; round++) {
      const shoppers = Array.from({ length: SHOPPERS }, () => newSessionId());
      for (const [i, sessionId] of shoppers.entries()) {
        await insertCart(db.sql, { sessionId }, [
          { productId: products[i % 5]!, quantity: 2 },
          { productId: products[(i + 1) % 5]!, variantId: variants[(i + 1) % 5]!, quantity: 1 },
          { productId: products[(i + 2) % 5]!, variantId: variants[(i + 2) % 5]!, quantity: 3 },
        ]);
      }
      const timings = await Promise.all(shoppers.map(async (sessionId) => {
        const t = performance.now();
        const res = await createCheckout(server.url, sessionId, validForm());
        if (res.status !== 200) throw new Error(`checkout answered ${res.status}: ${await res.text()}`);
        await res.arrayBuffer();
        return performance.now() - t;
      }));
      if (round > 0) latencies.push(...timings); // round 0 warms up
    }
    latencies.sort((a, b) => a - b);
    const wall = (performance.now() - started) / 1000;
    console.log(`checkout-create ${backend.padEnd(8)} ${SHOPPERS} concurrent × ${ROUNDS} rounds: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms (${(SHOPPERS * (ROUNDS + 1) / wall).toFixed(0)} orders/s incl. setup)`);
  } finally {
    await server.close();
    await db.close();
  }
}

await bench('pglite');
if (process.env.TEST_DATABASE_URL) await bench('postgres');
