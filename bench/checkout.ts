// 200 concurrent checkouts of different products: orders per second, against the shop as it
// was when issue 17 set the goal (twice that day's throughput, bench/checkout-baseline.ts)
// and against this code with the single version row written by every order (how checkouts
// worked before 0070). On a shared machine one run can be 15% off the next, so the sides are
// measured in turn, each in a fresh process, over several rounds whose order rotates, and
// each side reports its median.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Backend } from '../tests/helpers/databases.ts';
import { issueDayShop, ISSUE_DAY_COMMIT } from './checkout-baseline.ts';
import { SHOPPERS, type ThroughputResult } from './checkout-throughput.ts';
import type { Figure } from './figures.ts';

const PAIRS = Number(process.env.CHECKOUT_BENCH_PAIRS ?? 3);
const ROUNDS = 3;

const median = (runs: ThroughputResult[]) =>
  [...runs].sort((a, b) => a.ordersPerSecond - b.ordersPerSecond)[Math.floor(runs.length / 2)]!;

const cpu = (r: ThroughputResult) =>
  `CPU per checkout: Node ${r.nodeCpuMs.toFixed(2)} ms${r.serverCpuMs === null ? '' : `, PostgreSQL ${r.serverCpuMs.toFixed(2)} ms`}`;

interface Side {
  label: string;
  dir: string;
  mode: 'shop' | 'version-row';
  runs: ThroughputResult[];
}

function measure(side: Side, backend: Backend): ThroughputResult {
  const run = spawnSync(process.execPath, ['bench/checkout-run.ts', backend, side.mode, String(ROUNDS)], {
    cwd: side.dir,
    env: process.env,
    encoding: 'utf8',
  });
  const line = run.stdout.trim().split('\n').at(-1) ?? '';
  if (run.status !== 0 || !line.startsWith('{'))
    throw new Error(`${side.label}: checkout run failed (${run.status})\n${run.stderr.slice(-2000)}`);
  return JSON.parse(line) as ThroughputResult;
}

export async function checkoutFigures(): Promise<Figure[]> {
  const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['postgres'] : ['pglite'];
  const here = path.resolve(import.meta.dirname, '..');
  const baseline = await issueDayShop();
  if ('missing' in baseline) console.log(`${baseline.missing}: compared with the version-row floor only`);
  const figures: Figure[] = [];
  for (const backend of backends) {
    const shop: Side = { label: 'this checkout', dir: here, mode: 'shop', runs: [] };
    const versionRow: Side = { label: 'one version row', dir: here, mode: 'version-row', runs: [] };
    const issueDay: Side | null =
      'dir' in baseline
        ? { label: `${ISSUE_DAY_COMMIT}, when the goal was set`, dir: baseline.dir, mode: 'shop', runs: [] }
        : null;
    const sides = [shop, versionRow, ...(issueDay ? [issueDay] : [])];
    for (let pair = 0; pair < PAIRS; pair++)
      for (let i = 0; i < sides.length; i++) {
        const side = sides[(pair + i) % sides.length]!;
        side.runs.push(measure(side, backend));
      }
    const list = (s: Side) => s.runs.map((r) => r.ordersPerSecond.toFixed(0)).join(', ');
    for (const side of sides) {
      const m = median(side.runs);
      console.log(
        `${backend} ${side.label}: ${SHOPPERS} concurrent checkouts ${m.ordersPerSecond.toFixed(1)} orders/s (median of ${list(side)}; p99 ${m.p99.toFixed(0)} ms; ${cpu(m)})`,
      );
    }
    const after = median(shop.runs).ordersPerSecond;
    const floor = issueDay ?? versionRow;
    const before = median(floor.runs).ordersPerSecond;
    figures.push({
      name: `${backend} ${SHOPPERS} concurrent checkouts`,
      value: after,
      unit: 'orders/s',
      goal: { atLeast: 2 * before },
      floor: { label: floor.label, value: before },
    });
    if (issueDay) {
      const serialised = median(versionRow.runs).ordersPerSecond;
      figures.push({
        name: `${backend} checkouts, version row written`,
        value: serialised,
        unit: 'orders/s',
        // The single row costs throughput: this code without it must be faster.
        goal: { atMost: after },
        floor: { label: 'this checkout', value: after },
      });
    }
  }
  return figures;
}
