import type { Db } from '#db/connection.ts';
import { putSetting } from '../../services/settings/settings.ts';
import { parseStoredRates, SHIPPING_RATES_KEY, type ShippingRates } from './schemas.ts';

// The rates live in one setting as JSON, validated on the way in and again on the way out
// (parseStoredRates: a value that no longer parses reads as no rates).
// The generic settings route refuses this key: it has no per-key schema there.

export async function readShippingRates(sql: Db): Promise<ShippingRates> {
  const [row] = await sql<{ value: string }[]>`SELECT value FROM settings WHERE key = ${SHIPPING_RATES_KEY}`;
  return parseStoredRates(row?.value);
}

export async function saveShippingRates(sql: Db, rates: ShippingRates): Promise<ShippingRates> {
  await putSetting(sql, SHIPPING_RATES_KEY, JSON.stringify(rates));
  return rates;
}
