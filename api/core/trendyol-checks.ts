// Trendyol's seller API settings (decision 0411): four variables, all or none. The gateway is
// Trendyol's production one unless TRENDYOL_BASE_URL names another (its stage gateway, a test double).

export const TRENDYOL_DEFAULT_BASE_URL = 'https://apigw.trendyol.com';
export const TRENDYOL_VARIABLES = ['TRENDYOL_SELLER_ID', 'TRENDYOL_API_KEY', 'TRENDYOL_API_SECRET'] as const;

export interface TrendyolConfig {
  sellerId: string;
  apiKey: string;
  apiSecret: string;
  baseUrl: string;
}

type TrendyolEnv = Partial<Record<(typeof TRENDYOL_VARIABLES)[number] | 'TRENDYOL_BASE_URL', string>>;

/** The channel's settings when all three credentials are set, else null (the channel is off). */
export function trendyolConfig(e: TrendyolEnv): TrendyolConfig | null {
  if (TRENDYOL_VARIABLES.some((name) => !e[name])) return null;
  return {
    sellerId: e.TRENDYOL_SELLER_ID!,
    apiKey: e.TRENDYOL_API_KEY!,
    apiSecret: e.TRENDYOL_API_SECRET!,
    baseUrl: (e.TRENDYOL_BASE_URL ?? TRENDYOL_DEFAULT_BASE_URL).replace(/\/+$/, ''),
  };
}

/** Some but not all credentials: a live shop would quietly sell nothing there, or oversell. */
export function trendyolRefusals(e: TrendyolEnv & { NODE_ENV: string }): string[] {
  const set = TRENDYOL_VARIABLES.filter((name) => e[name]);
  if (e.NODE_ENV !== 'production' || set.length === 0 || set.length === TRENDYOL_VARIABLES.length) return [];
  const missing = TRENDYOL_VARIABLES.filter((name) => !e[name]);
  return [`Trendyol kanalı yarım yapılandırılmış; eksik değişkenler: ${missing.join(', ')}`];
}
