// 200 concurrent checkouts of different products: orders per second, against the same run
// with the single version row written by every order (how checkouts worked before 0070).
// On a shared machine one run of either can be 15% off the next, so the two are measured in
// alternating pairs (each pair's order swapped) and each side reports its median.
import { createTestDatabase, type Backend } from '../tests/helpers/databases.ts';
import { checkoutThroughput, serialiseOnVersionRow, SHOPPERS, type ThroughputResult } from './checkout-throughput.ts';
import type { Figure } from './figures.ts';

const PAIRS = Number(process.env.CHECKOUT_BENCH_PAIRS ?? 3);

const median = (runs: ThroughputResult[]) =>
  [...runs].sort((a, b) => a.ordersPerSecond - b.ordersPerSecond)[Math.floor(runs.length / 2)]!;

const cpu = (r: ThroughputResult) =>
  `CPU per checkout: Node ${r.nodeCpuMs.toFixed(2)} ms${r.serverCpuMs === null ? '' : `, PostgreSQL ${r.serverCpuMs.toFixed(2)} ms`}`;

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
    // Unmeasured: the process's first checkouts run colder code (JIT, pools) than the later ones.
    await measure(false, 1);
    const floorRuns: ThroughputResult[] = [];
    const runs: ThroughputResult[] = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      for (const serialised of pair % 2 === 0 ? [true, false] : [false, true])
        (serialised ? floorRuns : runs).push(await measure(serialised));
    }
    const before = median(floorRuns);
    const after = median(runs);
    const list = (rs: ThroughputResult[]) => rs.map((r) => r.ordersPerSecond.toFixed(0)).join(', ');
    console.log(
      `${backend}: ${SHOPPERS} concurrent checkouts ${after.ordersPerSecond.toFixed(1)} orders/s (median of ${list(runs)}; p99 ${after.p99.toFixed(0)} ms; ${cpu(after)}); one version row: ${before.ordersPerSecond.toFixed(1)} orders/s (median of ${list(floorRuns)}; ${cpu(before)})`,
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
