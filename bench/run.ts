// npm run bench: every figure of the speed budgets in one table (goal, floor, ratio).
//   npm run bench                      all sections
//   npm run bench -- catalogue pages   only the named sections
//   npm run bench -- memory            the shop's memory and start times (issue 48)
// PostgreSQL figures use BENCH_DATABASE_URL (default: the local server), skipped when it does not answer.
// The admin upload figure has its own script: node --expose-gc bench/admin-upload.bench.ts
// A guest's worst quick-order file (issue 45): npm run bench -- quick-order-file
// 10,000 items' stock pushed to Trendyol (issue 51): npm run bench -- marketplace
// The sections below the table's (admin-import, instances, fsync) print their own figures.
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import { catalogueFigures, freshServerDatabase, SERVER_URL } from './catalogue.ts';
import { checkoutFigures } from './checkout.ts';
import { siteFigures } from './site.ts';
import { lighthouseFigures } from './lighthouse.ts';
import { feedFigures } from './feeds.ts';
import { staticRatioFigures } from './static-ratio.ts';
import { memoryFigures } from './memory.ts';
import { marketplaceFigures } from './marketplace.ts';
import { figureTable, type Figure } from './figures.ts';

/** A benchmark kept as its own script (own process, own memory figures), run in line. */
const script = (file: string) => async (): Promise<Figure[]> => {
  const run = spawnSync(process.execPath, ['--expose-gc', file], { stdio: 'inherit', env: process.env });
  if (run.status !== 0) throw new Error(`${file} exited with ${run.status}`);
  return [];
};

const sections: Record<string, () => Promise<Figure[]>> = {
  catalogue: catalogueFigures,
  checkout: checkoutFigures,
  site: siteFigures,
  lighthouse: lighthouseFigures,
  feeds: feedFigures,
  static: staticRatioFigures,
  memory: memoryFigures,
  marketplace: marketplaceFigures,
  'admin-import': script('bench/admin-import.bench.ts'),
  instances: script('bench/instances.bench.ts'),
  fsync: script('bench/checkout-fsync.bench.ts'),
  'quick-order-file': script('bench/quick-order-file.bench.ts'),
};
const only = process.argv.slice(2);
const unknown = only.filter((s) => !(s in sections));
if (unknown.length) {
  console.error(`Unknown section ${unknown.join(', ')}; choose from ${Object.keys(sections).join(', ')}`);
  process.exit(1);
}

const probe = await freshServerDatabase();
if (probe) {
  await probe.drop();
  process.env.TEST_DATABASE_URL ??= SERVER_URL;
}

const figures: Figure[] = [];
const failed: string[] = [];
for (const [name, run] of Object.entries(sections)) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n== ${name}`);
  // A failing section is reported, and the figures of the others still make the table.
  try {
    figures.push(...(await run()));
  } catch (error) {
    console.error(`section ${name} failed:`, error);
    failed.push(name);
  }
}
console.log(
  `\n${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}\n`,
);
console.log(figureTable(figures));
if (failed.length) console.error(`\nFailed sections: ${failed.join(', ')}`);
// A section can leave a handle open (a pool's idle timer, a worker); the table is the result.
process.exit(failed.length ? 1 : 0);
