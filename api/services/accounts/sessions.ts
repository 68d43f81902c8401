import type { Sql } from '#db/connection.ts';

/** Expired sessions are refused already; this only keeps the table small. Returns how many went. */
export async function removeExpiredSessions(sql: Sql): Promise<number> {
  const rows = await sql<
    { id: string }[]
  >`DELETE FROM sessions WHERE expires_at <= now() OR absolute_expires_at <= now() RETURNING id`;
  return rows.length;
}
