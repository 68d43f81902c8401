// PostgreSQL restarts, fails over or ends idle sessions: the shop's pool must fail the queries
// it had in flight and carry on. postgres.js 3.4.9 could leave a query waiting forever or take
// the process down with an unhandled rejection; patches/postgres+3.4.9.patch fixes both
// (docs/decisions/0247).
import { afterAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { openDatabase } from '#db/connection.ts';
import { createServerDatabase } from '../helpers/databases.ts';

const BROWSERS = 20;

describe.runIf(process.env.TEST_DATABASE_URL)('the database cutting the shop’s connections', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('fails only the queries in flight, never leaves one waiting, and the pool answers again', async () => {
    const server = await createServerDatabase();
    closers.push(server.drop);
    const db = await openDatabase({ url: server.url });
    closers.push(db.close);
    const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
    closers.push(() => admin.end());
    const database = new URL(server.url).pathname.slice(1);
    const cut = () =>
      admin`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = ${database} AND pid <> pg_backend_pid()`;

    // Many more callers than connections, so queries are queued, pipelined and mid-write when
    // the sessions end. Every query must settle: one still pending when its caller's loop
    // should have ended counts as hung.
    let answered = 0;
    let failed = 0;
    const hung = new Set<number>();
    let callId = 0;
    const until = Date.now() + 2500;
    const callers = Array.from({ length: BROWSERS }, async () => {
      while (Date.now() < until) {
        const id = callId++;
        hung.add(id);
        try {
          const [row] = await db.sql<{ n: number }[]>`SELECT ${id}::int AS n`;
          expect(row!.n).toBe(id);
          answered++;
        } catch {
          failed++;
        }
        hung.delete(id);
      }
    });
    // Several cuts in a row, the later ones landing while the pool reconnects (and fetches
    // the server's array types, where an unhandled rejection used to end the process).
    for (const pause of [300, 40, 40, 40]) {
      await new Promise((r) => setTimeout(r, pause));
      await cut();
    }
    const settled = await Promise.race([
      Promise.all(callers).then(() => true),
      new Promise<false>((r) => setTimeout(() => r(false), 25_000)),
    ]);
    expect({ settled, hung: hung.size }).toEqual({ settled: true, hung: 0 });
    expect(failed).toBeGreaterThan(0);
    expect(answered).toBeGreaterThan(failed);
    const [after] = await db.sql<{ ok: boolean }[]>`SELECT true AS ok`;
    expect(after!.ok).toBe(true);
  }, 60_000);
});
