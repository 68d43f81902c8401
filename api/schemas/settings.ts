import { z } from 'zod';
import { settingMessages } from './admin-settings.ts';

// Settings are key → text pairs (company info, homepage texts, the logo address). Each key's
// value rules live in one place: `settingValueSchema(key)` in admin-settings.ts.
export const SETTING_KEY_PATTERN = /^[a-z0-9_]{1,100}$/;

export const settingKeySchema = z.string().regex(SETTING_KEY_PATTERN, { error: 'Geçersiz ayar anahtarı' });

/** The body of PUT /api/settings/{key}: `{ value }`, checked further by the key's own schema. */
export const settingBodySchema = z.object({ value: z.string({ error: settingMessages.textRequired }) });

export type SettingsMap = Record<string, string>;
