import type { Db, NoRows } from '#db/connection.ts';
import type { SettingsMap } from '../../schemas/settings.ts';
import { PRIVATE_SETTING_KEYS, settingMessages, settingValueSchema } from '../../schemas/admin-settings.ts';
import { invalid } from '../../core/errors.ts';
import { parseOrInvalid } from '../../core/parse.ts';

// Settings are key → text pairs. The public reads, the admin form and PUT /api/settings/{key}
// all come here, so every write passes the same per-key validation.

/** Every setting the public may read (the site build, GET /api/settings); the admin's reads add the private ones. */
export async function listSettings(sql: Db, opts: { withPrivate?: boolean } = {}): Promise<SettingsMap> {
  const rows = await sql<{ key: string; value: string }[]>`SELECT key, value FROM settings ORDER BY key`;
  const shown = opts.withPrivate ? rows : rows.filter((r) => !PRIVATE_SETTING_KEYS.includes(r.key));
  return Object.fromEntries(shown.map((r) => [r.key, r.value]));
}

/** The value, or null when the key is unset or private. */
export async function getSetting(sql: Db, key: string): Promise<string | null> {
  if (PRIVATE_SETTING_KEYS.includes(key)) return null;
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
