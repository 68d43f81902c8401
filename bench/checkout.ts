// 200 concurrent checkouts of different products: orders per second, against the same run
// with the single version row written by every order (how checkouts worked before 0070).
import { createTestDatabase, type Backend } from '../tests/helpers/databases.ts';
import { checkoutThroughput, serialiseOnVersionRow, SHOPPERS, type ThroughputResult } from './checkout-throughput.ts';
import type { Figure } from './figures.ts';

export async function checkoutFigures(): Promise<Figure[]> {
  const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['postgres'] : ['pglite'];
  const figures: Figure[] = [];
  for (const backend of backends) {
    const measure = async (serialised: boolean, rounds?: number) => {
      const db = await createTestDatabase(backend);
      try {
        if (serialised) await serialiseOnVersionRow(db);
        return await checkoutThroughput(db, rounds);
      } finally {
        await db.close();
      }
    };
    // Unmeasured: the process's first checkouts run colder code (JIT, pools) than the later ones,
    // and the floor, measured first, would pay for it alone.
    await measure(false, 1);
    const before = await measure(true);
    const after = await measure(false);
    const cpu = (r: ThroughputResult) =>
      `CPU per checkout: Node ${r.nodeCpuMs.toFixed(2)} ms${r.serverCpuMs === null ? '' : `, PostgreSQL ${r.serverCpuMs.toFixed(2)} ms`}`;
    console.log(
      `${backend}: ${SHOPPERS} concurrent checkouts ${after.ordersPerSecond.toFixed(1)} orders/s (p99 ${after.p99.toFixed(0)} ms; ${cpu(after)}); one version row: ${before.ordersPerSecond.toFixed(1)} orders/s (${cpu(before)})`,
    );
    figures.push({
      name: `${backend} ${SHOPPERS} concurrent checkouts`,
      value: after.ordersPerSecond,
      unit: 'orders/s',
      goal: { atLeast: 2 * before.ordersPerSecond },
      floor: { label: 'one version row, as before', value: before.ordersPerSecond },
    });
  }
  return figures;
}
