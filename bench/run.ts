// npm run bench: every figure of the speed budgets in one table (goal, floor, ratio).
//   npm run bench                      all sections
//   npm run bench -- catalogue pages   only the named sections
// PostgreSQL figures use BENCH_DATABASE_URL (default: the local server), skipped when it does not answer.
// The admin upload figure has its own script: node --expose-gc bench/admin-upload.bench.ts
import os from 'node:os';
import { catalogueFigures, freshServerDatabase, SERVER_URL } from './catalogue.ts';
import { checkoutFigures } from './checkout.ts';
import { siteFigures } from './site.ts';
import { figureTable, type Figure } from './figures.ts';

const sections: Record<string, () => Promise<Figure[]>> = {
  catalogue: catalogueFigures,
  checkout: checkoutFigures,
  site: siteFigures,
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
for (const [name, run] of Object.entries(sections)) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n== ${name}`);
  figures.push(...(await run()));
}
console.log(`\n${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);
console.log(figureTable(figures));
