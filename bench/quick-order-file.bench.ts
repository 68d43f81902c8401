// What a guest's worst quick-order file costs the shop (issue 45): each hostile XLSX of
// tests/helpers/xlsx-bombs.ts uploaded alone (CPU time and RSS peak of this process, which is both
// client and shop), then 20 of the worst at once while /api/health is asked. Run:
// node --expose-gc bench/quick-order-file.bench.ts (embedded PGlite; the database plays no part).
import { createTestDatabase } from '../tests/helpers/databases.ts';
import { startTestServer } from '../tests/helpers/test-server.ts';
import { freshIp, guestSession } from '../tests/helpers/api-calls.ts';
import { XLSX_BOMBS, type XlsxBomb } from '../tests/helpers/xlsx-bombs.ts';

const MB = 1024 * 1024;
const db = await createTestDatabase('pglite');
const server = await startTestServer(db, { TRUST_PROXY: 'true' });

const upload = (bytes: Uint8Array<ArrayBuffer>) => {
  const form = new FormData();
  form.append('file', new File([bytes], 'siparis.xlsx'));
  return fetch(`${server.url}/api/cart/quick-add/file`, {
    method: 'POST',
    headers: { 'x-session-id': guestSession(), 'x-forwarded-for': freshIp() },
    body: form,
  }).then((res) => res.status);
};

/** Runs `work` and answers its CPU time and the RSS it added at its peak. */
async function measure(work: () => Promise<unknown>) {
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const cpu = process.cpuUsage();
  const started = performance.now();
  await work();
  const spent = process.cpuUsage(cpu);
  clearInterval(sampler);
  return {
    cpu: `${((spent.user + spent.system) / 1000).toFixed(0)} ms CPU`,
    wall: `${(performance.now() - started).toFixed(0)} ms`,
    rss: `+${((Math.max(peak, process.memoryUsage().rss) - base) / MB).toFixed(0)} MB RSS`,
  };
}

for (const name of Object.keys(XLSX_BOMBS) as XlsxBomb[]) {
  const bytes = await XLSX_BOMBS[name]();
  let status = 0;
  const m = await measure(async () => (status = await upload(bytes)));
  console.log(`${name.padEnd(20)} ${(bytes.length / 1024).toFixed(0).padStart(5)} KB → ${status}: ${m.cpu}, ${m.rss}`);
}

const worst = await XLSX_BOMBS.worstWithinLimits();
const bomb = await XLSX_BOMBS.sharedStrings12M();
const health: number[] = [];
const together = await measure(async () => {
  const uploads = Array.from({ length: 20 }, (_, i) => upload(i % 2 ? bomb : worst));
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await fetch(`${server.url}/api/health`);
    health.push(performance.now() - t);
  }
  await Promise.all(uploads);
});
console.log(
  `20 at once: ${together.wall}, ${together.cpu}, ${together.rss}; /api/health meanwhile in ` +
    `${health.map((ms) => ms.toFixed(0)).join(', ')} ms`,
);
await server.close();
await db.close();
