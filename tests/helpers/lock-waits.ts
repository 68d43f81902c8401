import { vi } from 'vitest';
import type { Sql } from '#db/connection.ts';

/**
 * Waits until `count` sessions of this server database wait for a lock: the requests a test sent
 * stand blocked behind the transaction it holds (PostgreSQL only; PGlite has one session).
 */
export async function lockWaiters(sql: Sql, count: number, timeout = 10_000): Promise<void> {
  await vi.waitUntil(
    async () => {
      const [row] = await sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`;
      return row!.n >= count;
    },
    { timeout, interval: 25 },
  );
}
