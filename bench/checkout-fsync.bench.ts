import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Sql } from '#db/connection.ts';
import { migrate } from '#db/migrate.ts';
import { startTestServer } from '../tests/helpers/test-server.ts';
import {
  createCheckout,
  insertCart,
  insertProduct,
  newSessionId,
  validForm,
} from '../tests/helpers/checkout-fixtures.ts';

// The cost of fsync on the embedded database (docs/decisions/0117): PGlite on disk, relaxed
// (no fsync, the old behaviour) against durable, in alternating pairs so both see the same
// load on a shared machine. Two measures: checkout p99 with 20 shoppers at once, and 200
// checkouts started at the same moment (p99 and wall time).
const PAIRS = Number(process.env.FSYNC_BENCH_PAIRS ?? 2);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function wave(url: string, sql: Sql, productId: number, shoppers: number) {
  const sessions = Array.from({ length: shoppers }, () => newSessionId());
  for (const sessionId of sessions) await insertCart(sql, { sessionId }, [{ productId, quantity: 1 }]);
  const started = performance.now();
  const timings = await Promise.all(
    sessions.map(async (sessionId) => {
      const t = performance.now();
      const res = await createCheckout(url, sessionId, validForm());
      if (res.status !== 200) throw new Error(`checkout answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
      return performance.now() - t;
    }),
  );
  return { timings, wallMs: performance.now() - started };
}

async function run(durable: boolean) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-fsync-'));
  const db = await openDatabase({ pgliteDir: dir, durable });
  await migrate(db.sql);
  const server = await startTestServer(db);
  try {
    const productId = await insertProduct(db.sql, { stock: 1_000_000 });
    await wave(server.url, db.sql, productId, 20); // warm-up
    const small: number[] = [];
    for (let round = 0; round < 5; round++) small.push(...(await wave(server.url, db.sql, productId, 20)).timings);
    const big = await wave(server.url, db.sql, productId, 200);
    small.sort((a, b) => a - b);
    big.timings.sort((a, b) => a - b);
    return {
      p99: percentile(small, 99),
      p50: percentile(small, 50),
      bigP99: percentile(big.timings, 99),
      bigWall: big.wallMs,
    };
  } finally {
    await server.close();
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}

const fmt = (r: Awaited<ReturnType<typeof run>>) =>
  `20 at once p50 ${r.p50.toFixed(0)} ms p99 ${r.p99.toFixed(0)} ms; 200 at once p99 ${r.bigP99.toFixed(0)} ms, all done in ${r.bigWall.toFixed(0)} ms`;
for (let pair = 1; pair <= PAIRS; pair++) {
  const relaxed = await run(false);
  const durable = await run(true);
  console.log(`checkout-fsync pair ${pair} relaxed: ${fmt(relaxed)}`);
  console.log(`checkout-fsync pair ${pair} durable: ${fmt(durable)}`);
  console.log(
    `checkout-fsync pair ${pair} durable/relaxed: p99 ×${(durable.p99 / relaxed.p99).toFixed(2)}, 200-at-once p99 ×${(durable.bigP99 / relaxed.bigP99).toFixed(2)}, wall ×${(durable.bigWall / relaxed.bigWall).toFixed(2)}`,
  );
}
