// `npm run bench`: every benchmark of the project, one after another.
import { spawnSync } from 'node:child_process';

const BENCHMARKS = ['bench/catalogue.bench.ts'];

for (const file of BENCHMARKS) {
  console.log(`\n=== ${file}`);
  const result = spawnSync(process.execPath, [file], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
