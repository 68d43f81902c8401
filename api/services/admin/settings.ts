import type { Sql } from '../../../db/connection.ts';

export async function readSettings(sql: Sql): Promise<Record<string, string>> {
  const rows = await sql<{ key: string; value: string }[]>`SELECT key, value FROM settings ORDER BY key`;
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** Stores one setting; an empty value is stored as '' (pages fall back to their default text). */
export async function writeSetting(sql: Sql, key: string, value: string): Promise<{ key: string; value: string }> {
  await sql`
    INSERT INTO settings (key, value) VALUES (${key}, ${value})
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`;
  return { key, value };
}
