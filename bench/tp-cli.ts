import { createTestDatabase } from '../tests/helpers/databases.ts';
import { checkoutThroughput } from './checkout-throughput.ts';
for (const backend of (process.argv[2] ?? 'postgres,pglite').split(',') as ('pglite' | 'postgres')[]) {
  const db = await createTestDatabase(backend);
  try {
    const r = await checkoutThroughput(db, 3);
    console.log(`${backend}: ${r.ordersPerSecond.toFixed(1)} orders/s, p50 ${r.p50.toFixed(0)} ms p99 ${r.p99.toFixed(0)} ms`);
  } finally { await db.close(); }
}
