import { isLoopback } from './config-checks.ts';

// What a live shop (NODE_ENV=production) refuses beyond its payment settings: a test payment
// host, traffic to storage or Redis that other machines could read or forge, and secrets left as
// the example files have them (decision 0257).

/** The values `.env.example` and `deploy/shop.env.example` hold where a secret belongs. */
export const PLACEHOLDER_SECRETS = [
  'at-least-sixteen-characters',
  'change-me',
  'change-me-please',
  'change-me-to-32-random-characters',
  'pass',
];

const SECRET_VARIABLES = [
  'PUBLISH_WEBHOOK_SECRET',
  'METRICS_TOKEN',
  'ADMIN_PASSWORD',
  'IYZICO_API_KEY',
  'IYZICO_SECRET_KEY',
  'NILVERA_API_KEY',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;
const URLS_WITH_PASSWORDS = ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL'] as const;

type LiveEnv = Partial<Record<(typeof SECRET_VARIABLES)[number] | (typeof URLS_WITH_PASSWORDS)[number], string>> & {
  NODE_ENV: string;
  IYZICO_BASE_URL?: string | undefined;
  S3_ENDPOINT?: string | undefined;
};

const IYZICO_SANDBOX_HOST = 'sandbox-api.iyzipay.com';

export function liveShopRefusals(e: LiveEnv, provider: 'sandbox' | 'iyzico'): string[] {
  if (e.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (provider === 'iyzico' && e.IYZICO_BASE_URL && new URL(e.IYZICO_BASE_URL).hostname === IYZICO_SANDBOX_HOST)
    problems.push(
      `IYZICO_BASE_URL iyzico'nun test ortamı (${IYZICO_SANDBOX_HOST}): gerçek ödeme alınmaz; canlı adres https://api.iyzipay.com`,
    );
  // Loopback traffic never leaves the machine; anything else travels encrypted.
  if (e.S3_ENDPOINT && new URL(e.S3_ENDPOINT).protocol === 'http:' && !isLoopback(e.S3_ENDPOINT))
    problems.push(`S3_ENDPOINT şifresiz http adresi (${e.S3_ENDPOINT}): yüklemeler ağda açık gider; https:// kullanın`);
  if (e.REDIS_URL) problems.push(...redisProblems(e.REDIS_URL));
  for (const name of SECRET_VARIABLES)
    if (e[name] !== undefined && PLACEHOLDER_SECRETS.includes(e[name]))
      problems.push(`${name} örnek dosyadaki yer tutucu değerde ("${e[name]}"): gerçek, rastgele bir değer verin`);
  for (const name of URLS_WITH_PASSWORDS)
    if (e[name] && PLACEHOLDER_SECRETS.includes(passwordOf(e[name])))
      problems.push(
        `${name} içindeki parola örnek dosyadaki yer tutucu ("${passwordOf(e[name])}"): gerçek bir parola verin`,
      );
  return problems;
}

function redisProblems(redisUrl: string): string[] {
  const url = new URL(redisUrl);
  const problems: string[] = [];
  if (url.protocol !== 'rediss:' && !isLoopback(redisUrl))
    problems.push(
      'REDIS_URL TLS kullanmıyor (redis://): sayaçlar ve yayın mesajları ağda açık gider; rediss:// kullanın',
    );
  if (!url.password)
    problems.push("REDIS_URL parolasız: Redis'e ulaşan herkes hız sınırlarını ve yayın mesajlarını değiştirebilir");
  return problems;
}

const passwordOf = (url: string) => {
  try {
    return decodeURIComponent(new URL(url).password);
  } catch {
    return '';
  }
};
