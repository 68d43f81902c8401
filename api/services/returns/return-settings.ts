import type { Db } from '#db/connection.ts';
import { putSetting } from '../settings/settings.ts';
import { sellerInfo } from '../settings/shop-settings.ts';
import { RETURN_SETTINGS_KEY, returnSettingsSchema, type ReturnSettings } from '../../schemas/returns.ts';

// Where returned parcels go and the shop's return agreement code with each carrier (the code the
// buyer gives at the branch so the shop pays the carriage, MSY 16). Kept as one JSON setting.

/** The stored agreements; the address falls back to the company address until one is saved. */
export async function returnSettings(sql: Db): Promise<ReturnSettings> {
  const [row] = await sql<{ value: string }[]>`SELECT value FROM settings WHERE key = ${RETURN_SETTINGS_KEY}`;
  if (row?.value) {
    try {
      const parsed = returnSettingsSchema.safeParse(JSON.parse(row.value));
      if (parsed.success) return parsed.data;
    } catch {
      // An unreadable value is treated as unset.
    }
  }
  const seller = await sellerInfo(sql);
  return { address: seller.address, carriers: [] };
}

export async function saveReturnSettings(sql: Db, settings: ReturnSettings): Promise<ReturnSettings> {
  await putSetting(sql, RETURN_SETTINGS_KEY, JSON.stringify(settings));
  return settings;
}
