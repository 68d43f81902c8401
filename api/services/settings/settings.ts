import type { Db, NoRows } from '#db/connection.ts';
import type { SettingsMap } from '../../schemas/settings.ts';
import { settingMessages, settingValueSchema } from '../../schemas/admin-settings.ts';
import { invalid } from '../../core/errors.ts';
import { parseOrInvalid } from '../../core/parse.ts';

// Settings are key → text pairs. The public reads, the admin form and PUT /api/settings/{key}
// all come here, so every write passes the same per-key validation.

export async function listSettings(sql: Db): Promise<SettingsMap> {
  const rows = await sql<{ key: string; value: string }[]>`SELECT key, value FROM settings ORDER BY key`;
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** The value, or null when the key is unset. */
export async function getSetting(sql: Db, key: string): Promise<string | null> {
  const [row] = await sql<{ value: string }[]>`SELECT value FROM settings WHERE key = ${key}`;
  return row?.value ?? null;
}

/** The stored form of a value the admin typed for `key`; unknown keys and bad values are refused. */
export function validSettingValue(key: string, value: unknown): string {
  const schema = settingValueSchema(key);
  if (!schema) throw invalid(settingMessages.unknownKey);
  return parseOrInvalid(schema, value) ?? '';
}

/** Stores one already-validated value; an empty value is stored as '' (pages fall back to their default text). */
export async function putSetting(sql: Db, key: string, value: string): Promise<{ key: string; value: string }> {
  await sql<NoRows>`
    INSERT INTO settings (key, value) VALUES (${key}, ${value})
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`;
  return { key, value };
}
