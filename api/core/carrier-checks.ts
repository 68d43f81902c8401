// Which carrier the admin's 'Kargo etiketi oluştur' talks to (decision 0402): MNG Kargo when its
// four variables are set, else none (the admin types tracking numbers by hand). Half of them set
// is a live shop's mistake that would only show when the first parcel waits at the door.

export const MNG_LIVE_URL = 'https://api.mngkargo.com.tr';
export const MNG_VARIABLES = ['MNG_USERNAME', 'MNG_PASSWORD', 'MNG_CLIENT_ID', 'MNG_CLIENT_SECRET'] as const;

type CarrierEnv = Partial<Record<(typeof MNG_VARIABLES)[number], string>> & { NODE_ENV: string; MNG_BASE_URL: string };

export interface CarrierConfig {
  name: 'mng';
  username: string;
  password: string;
  clientId: string;
  clientSecret: string;
  baseUrl: string;
}

const missingMng = (e: CarrierEnv) => MNG_VARIABLES.filter((name) => !e[name]);

/** MNG Kargo's account when every variable is set; null otherwise (manual tracking entry). */
export function chooseCarrier(e: CarrierEnv): CarrierConfig | null {
  if (missingMng(e).length) return null;
  return {
    name: 'mng',
    username: e.MNG_USERNAME!,
    password: e.MNG_PASSWORD!,
    clientId: e.MNG_CLIENT_ID!,
    clientSecret: e.MNG_CLIENT_SECRET!,
    baseUrl: e.MNG_BASE_URL,
  };
}

/** In production, some MNG variables without the others: refused with the missing names. */
export function carrierRefusals(e: CarrierEnv): string[] {
  const missing = missingMng(e);
  if (e.NODE_ENV !== 'production' || missing.length === 0 || missing.length === MNG_VARIABLES.length) return [];
  return [`MNG Kargo için eksik değişkenler: ${missing.join(', ')} (kargo etiketi oluşturulamazdı)`];
}
