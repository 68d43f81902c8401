import { z } from 'zod';

// Settings are key → text pairs (company info, homepage texts, the logo address).
export const SETTING_KEY_PATTERN = /^[a-z0-9_]{1,100}$/;

export const settingKeySchema = z.string().regex(SETTING_KEY_PATTERN, { error: 'Geçersiz ayar anahtarı' });

/** PUT /api/settings/{key}: the envelope `{ value }`; the key's own rule (admin-settings.ts) checks the value. */
export const settingBodySchema = z.object({
  value: z.string({ error: 'Metin içeriği gerekli' }).max(20_000, { error: 'Metin en fazla 20.000 karakter olabilir' }),
});
export type SettingValue = z.infer<typeof settingBodySchema>;

export type SettingsMap = Record<string, string>;
