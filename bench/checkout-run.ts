// One checkout measurement in a fresh process, printed as one JSON line (a ThroughputResult).
// bench/checkout.ts runs the shop's code and the issue-day baseline's the same way:
//   node bench/checkout-run.ts <pglite|postgres> <shop|version-row> <rounds>
import { createTestDatabase, type Backend } from '../tests/helpers/databases.ts';
import { checkoutThroughput, serialiseOnVersionRow } from './checkout-throughput.ts';

const [backend, mode, rounds] = process.argv.slice(2);

async function onFreshDatabase(measuredRounds: number) {
  const db = await createTestDatabase(backend as Backend);
  try {
    if (mode === 'version-row') await serialiseOnVersionRow(db);
    return await checkoutThroughput(db, measuredRounds);
  } finally {
    await db.close();
  }
}

// Unmeasured first: a new process runs its first thousand checkouts on colder code (JIT,
// prepared statements) than a shop that has been up for a while.
await onFreshDatabase(1);
console.log(JSON.stringify(await onFreshDatabase(Number(rounds))));
