// Orders per second when 200 shoppers check out at once, each buying a different product
// (one product line and one variant line of its own), over real HTTP. Nothing is shared
// between the orders but the tables: any single row all of them write serialises them.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { Database } from '#db/connection.ts';
import { startTestServer } from '../tests/helpers/test-server.ts';
import {
  insertCart,
  insertProduct,
  insertVariant,
  newSessionId,
  validForm,
} from '../tests/helpers/checkout-fixtures.ts';

export const SHOPPERS = 200;

/**
 * POST /api/checkout/create over a keep-alive node:http agent: the shoppers' side costs the
 * shared CPUs far less than fetch would, so the figure is the shop's, not the load generator's.
 */
function checkout(
  agent: http.Agent,
  url: string,
  sessionId: string,
  clientIp: string,
): Promise<{ status: number; body: string }> {
  const body = JSON.stringify(validForm());
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}/api/checkout/create`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-session-id': sessionId,
          'x-forwarded-for': clientIp,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export interface ThroughputResult {
  ordersPerSecond: number;
  p50: number;
  p99: number;
  /** CPU time per checkout of this process (HTTP client and server) and of the PostgreSQL backends. */
  nodeCpuMs: number;
  serverCpuMs: number | null;
}

/**
 * CPU seconds the database's backends have used, read from /proc (a local PostgreSQL server
 * on Linux; PGlite runs inside this process): null when they cannot be read.
 * Clock ticks are taken as 100 per second, the Linux default.
 */
async function backendCpuSeconds(db: Database): Promise<number | null> {
  if (db.kind !== 'postgres') return null;
  const rows = await db.sql<{ pid: number }[]>`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`;
  let ticks = 0;
  for (const { pid } of rows) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (stat === null) return null;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / 100;
}

/** Runs `rounds` rounds of SHOPPERS concurrent checkouts on `db` and answers the median round. */
export async function checkoutThroughput(db: Database, rounds = 3): Promise<ThroughputResult> {
  // Errors are logged (to stderr, which bench/checkout.ts shows when a run fails): a checkout
  // answered 500 then comes with its cause, not only its request id.
  const server = await startTestServer(db, { LOG_LEVEL: 'error' });
  const agent = new http.Agent({ keepAlive: true, maxSockets: SHOPPERS });
  try {
    const results: ThroughputResult[] = [];
    for (let round = 0; round <= rounds; round++) {
      const shoppers: string[] = [];
      for (let i = 0; i < SHOPPERS; i++) {
        const productId = await insertProduct(db.sql, { name: `Yük ürünü ${round}-${i}`, stock: 1000 });
        const other = await insertProduct(db.sql, { name: `Yük ürünü ${round}-${i} b`, stock: 0 });
        const variantId = await insertVariant(db.sql, other, { stock: 1000 });
        const sessionId = newSessionId();
        await insertCart(db.sql, { sessionId }, [
          { productId, quantity: 1 },
          { productId: other, variantId, quantity: 2 },
        ]);
        shoppers.push(sessionId);
      }
      // A live shop's tables carry statistics (autovacuum analyses them within a minute); this
      // database is seconds old, and without them the planner reads every pending order per checkout.
      await db.sql`ANALYZE`;
      const serverBefore = await backendCpuSeconds(db);
      const nodeBefore = process.cpuUsage();
      const started = performance.now();
      const latencies = await Promise.all(
        shoppers.map(async (sessionId) => {
          const t = performance.now();
          const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
          const res = await checkout(agent, server.url, sessionId, ip);
          if (res.status !== 200) throw new Error(`checkout answered ${res.status}: ${res.body}`);
          return performance.now() - t;
        }),
      );
      const wall = (performance.now() - started) / 1000;
      const node = process.cpuUsage(nodeBefore);
      const serverAfter = await backendCpuSeconds(db);
      latencies.sort((a, b) => a - b);
      // Round 0 warms up connections and plans.
      if (round > 0)
        results.push({
          ordersPerSecond: SHOPPERS / wall,
          p50: latencies[SHOPPERS / 2]!,
          p99: latencies[Math.ceil(SHOPPERS * 0.99) - 1]!,
          nodeCpuMs: (node.user + node.system) / 1000 / SHOPPERS,
          serverCpuMs:
            serverBefore === null || serverAfter === null ? null : ((serverAfter - serverBefore) * 1000) / SHOPPERS,
        });
    }
    return results.sort((a, b) => a.ordersPerSecond - b.ordersPerSecond)[Math.floor(results.length / 2)]!;
  } finally {
    agent.destroy();
    await server.close();
  }
}

/**
 * The floor: the same checkouts with every stock change moving the one catalogue_version row,
 * as before migration 0070 (its statement triggers put back on a separate database).
 */
export async function serialiseOnVersionRow(db: Database): Promise<void> {
  await db.sql.unsafe(`
    CREATE TRIGGER catalogue_version_products_any AFTER UPDATE ON products FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
    CREATE TRIGGER catalogue_version_variants_any AFTER UPDATE ON product_variants FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();`);
}
