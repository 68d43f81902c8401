import type { Db } from '../content/db.ts';
import type { SettingsMap } from '../../schemas/settings.ts';

export async function listSettings(sql: Db): Promise<SettingsMap> {
  const rows = await sql<{ key: string; value: string }[]>`SELECT key, value FROM settings ORDER BY key`;
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** The value, or null when the key is unset. */
export async function getSetting(sql: Db, key: string): Promise<string | null> {
  const [row] = await sql<{ value: string }[]>`SELECT value FROM settings WHERE key = ${key}`;
  return row?.value ?? null;
}

export async function putSetting(sql: Db, key: string, value: string): Promise<void> {
  await sql`
    INSERT INTO settings (key, value) VALUES (${key}, ${value})
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`;
}
