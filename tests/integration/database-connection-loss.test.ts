// PostgreSQL restarts, fails over or ends idle sessions: the shop's pool must fail the queries
// it had in flight and carry on. postgres.js 3.4.9 could leave a query waiting forever or take
// the process down with an unhandled rejection; patches/postgres+3.4.9.patch fixes both
// (docs/decisions/0247).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { createPostgresBus, type ClusterMessage } from '#api/cluster/bus.ts';
import { poolsOnServerDatabase, runsOn } from '../helpers/databases.ts';

const BROWSERS = 20;

describe.each(runsOn('postgres'))('the database cutting the shop’s connections (%s)', () => {
  const closers: (() => Promise<void>)[] = [];
  let admin: postgres.Sql;
  beforeAll(() => {
    admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
    await admin.end();
  });

  /** Ends every session on the shop's database but the caller's, as a server restart would. */
  const cutSessions = (url: string) =>
    admin`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = ${new URL(url).pathname.slice(1)} AND pid <> pg_backend_pid()`;

  it('fails only the queries in flight, never leaves one waiting, and the pool answers again', async () => {
    const shared = await poolsOnServerDatabase(1);
    closers.push(shared.close);
    const [db] = shared.pools;

    // Many more callers than connections, so queries are queued, pipelined and mid-write when
    // the sessions end. Every query must settle: one still pending 40 s after the callers'
    // loops should have ended counts as hung (postgres.js waits up to 20 s before reconnecting
    // after many failed connections in a row).
    let answered = 0;
    let failed = 0;
    const hung = new Set<number>();
    let callId = 0;
    const until = Date.now() + 3500;
    const callers = Array.from({ length: BROWSERS }, async () => {
      while (Date.now() < until) {
        const id = callId++;
        hung.add(id);
        try {
          const [row] = await db!.sql<{ n: number }[]>`SELECT ${id}::int AS n`;
          expect(row!.n).toBe(id);
          answered++;
        } catch {
          failed++;
        }
        hung.delete(id);
      }
    });
    // Three bursts of cuts, the later cuts of each landing while the pool reconnects (and fetches
    // the server's array types, where an unhandled rejection used to end the process).
    for (const pause of [300, 40, 40, 40, 300, 40, 40, 300, 40, 40]) {
      await new Promise((r) => setTimeout(r, pause));
      await cutSessions(shared.url);
    }
    const settled = await Promise.race([
      Promise.all(callers).then(() => true),
      new Promise<false>((r) => setTimeout(() => r(false), 40_000)),
    ]);
    expect({ settled, hung: hung.size }).toEqual({ settled: true, hung: 0 });
    expect(failed).toBeGreaterThan(0);
    expect(answered).toBeGreaterThan(failed);
    const [after] = await db!.sql<{ ok: boolean }[]>`SELECT true AS ok`;
    expect(after!.ok).toBe(true);
  }, 90_000);

  it('lets the instances’ LISTEN session listen again, and tells the instance to catch up', async () => {
    const shared = await poolsOnServerDatabase(2);
    closers.push(shared.close);
    const [one, two] = shared.pools;
    const sender = createPostgresBus(one!.sql);
    const receiver = createPostgresBus(two!.sql);
    closers.push(receiver.close);
    const received: ClusterMessage[] = [];
    let readies = 0;
    const ready = () => readies++;
    await receiver.subscribe((m) => received.push(m), ready);
    expect(readies).toBe(1);

    await cutSessions(shared.url);
    // postgres.js listens again on a new session and runs onReady: the instance re-reads what
    // it may have missed meanwhile (shared-publisher.ts resyncs the live build there).
    await expect.poll(() => readies, { timeout: 10_000 }).toBe(2);
    const message: ClusterMessage = { type: 'site-build-failed', from: 'a', error: 'deneme' };
    await expect
      .poll(
        async () => {
          await sender.publish(message).catch(() => undefined);
          return received.length;
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBeGreaterThan(0);
    expect(received[0]).toEqual(message);
  }, 30_000);
});
