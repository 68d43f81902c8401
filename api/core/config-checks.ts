// Which payment provider runs, and the settings a live shop refuses to start with.

export const IYZICO_VARIABLES = ['IYZICO_API_KEY', 'IYZICO_SECRET_KEY', 'IYZICO_BASE_URL'] as const;

interface PaymentEnv {
  NODE_ENV: 'development' | 'production' | 'test';
  PAYMENT_PROVIDER?: 'sandbox' | 'iyzico' | undefined;
  PUBLIC_SITE_URL?: string | undefined;
  IYZICO_API_KEY?: string | undefined;
  IYZICO_SECRET_KEY?: string | undefined;
  IYZICO_BASE_URL?: string | undefined;
}

const missingIyzico = (e: PaymentEnv) => IYZICO_VARIABLES.filter((name) => !e[name]);

/** PAYMENT_PROVIDER when set; otherwise iyzico when its variables are all set, else the sandbox. */
export function choosePaymentProvider(e: PaymentEnv): 'sandbox' | 'iyzico' {
  if (e.PAYMENT_PROVIDER) return e.PAYMENT_PROVIDER;
  return missingIyzico(e).length === 0 ? 'iyzico' : 'sandbox';
}

/**
 * Everything that would make a live shop take no money or lose it: iyzico chosen but
 * incomplete, the sandbox in production without PAYMENT_PROVIDER=sandbox said on purpose,
 * and (in production) a public address the provider's callback could never reach.
 */
export function productionRefusals(e: PaymentEnv, provider: 'sandbox' | 'iyzico'): string[] {
  const problems: string[] = [];
  const missing = missingIyzico(e);
  if (provider === 'iyzico' && missing.length) {
    problems.push(`PAYMENT_PROVIDER=iyzico için eksik değişkenler: ${missing.join(', ')}`);
  }
  if (e.NODE_ENV !== 'production') return problems;
  if (provider === 'sandbox' && e.PAYMENT_PROVIDER !== 'sandbox') {
    problems.push(
      `Gerçek ödeme sağlayıcısı yapılandırılmamış; eksik değişkenler: ${missing.join(', ')} (test ödemesi bilerek isteniyorsa PAYMENT_PROVIDER=sandbox)`,
    );
  }
  if (!e.PUBLIC_SITE_URL) problems.push('PUBLIC_SITE_URL eksik: ödeme sağlayıcısının geri dönüş adresi bilinmiyor');
  else if (isLoopback(e.PUBLIC_SITE_URL))
    problems.push(`PUBLIC_SITE_URL yerel bir adres (${e.PUBLIC_SITE_URL}): ödeme sağlayıcısı bu adrese ulaşamaz`);
  return problems;
}

function isLoopback(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    host === '0.0.0.0' ||
    /^127\./.test(host) ||
    host === '::'
  );
}

export const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * S3 named but incomplete: the shop would quietly keep uploads in a local folder, which on
 * several instances means images present on one machine and missing on the others.
 */
export function storageRefusals(e: Partial<Record<(typeof S3_VARIABLES)[number], string>>): string[] {
  const missing = S3_VARIABLES.filter((name) => !e[name]);
  if (missing.length === 0 || missing.length === S3_VARIABLES.length) return [];
  return [`S3 depolaması için eksik değişkenler: ${missing.join(', ')} (yüklemeler yerel klasöre yazılırdı)`];
}
