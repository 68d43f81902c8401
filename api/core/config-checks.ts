import { BlockList, isIP } from 'node:net';
import { newPasswordProblem, usernameProblem } from '../auth/password-policy.ts';

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
  else if (!/^https?:$/.test(new URL(e.PUBLIC_SITE_URL).protocol))
    problems.push(`PUBLIC_SITE_URL bir http(s) adresi olmalıdır (${e.PUBLIC_SITE_URL})`);
  else if (isLoopback(e.PUBLIC_SITE_URL))
    problems.push(`PUBLIC_SITE_URL yerel bir adres (${e.PUBLIC_SITE_URL}): ödeme sağlayıcısı bu adrese ulaşamaz`);
  return problems;
}

/**
 * The local invoice provider issues test documents that reach no one: a live shop must name a
 * real integrator, or INVOICE_PROVIDER=local on purpose (as the payment sandbox).
 */
export function invoiceProviderRefusals(e: {
  NODE_ENV: string;
  INVOICE_PROVIDER?: string | undefined;
  NILVERA_API_KEY?: string | undefined;
  NILVERA_BASE_URL?: string | undefined;
}): string[] {
  if (e.INVOICE_PROVIDER === 'nilvera') {
    const missing = (['NILVERA_API_KEY', 'NILVERA_BASE_URL'] as const).filter((k) => !e[k]);
    return missing.length ? [`INVOICE_PROVIDER=nilvera için eksik değişkenler: ${missing.join(', ')}`] : [];
  }
  if (e.NODE_ENV !== 'production' || e.INVOICE_PROVIDER) return [];
  return [
    'e-Fatura / e-Arşiv entegratörü yapılandırılmamış; faturalar hiçbir yere gönderilmez (test faturası bilerek isteniyorsa INVOICE_PROVIDER=local)',
  ];
}

// This machine's own addresses, as a host name may spell them (an IPv4 address mapped into IPv6 too).
const LOCAL_ADDRESSES = new BlockList();
LOCAL_ADDRESSES.addSubnet('127.0.0.0', 8, 'ipv4');
LOCAL_ADDRESSES.addAddress('0.0.0.0', 'ipv4');
LOCAL_ADDRESSES.addAddress('::1', 'ipv6');
LOCAL_ADDRESSES.addAddress('::', 'ipv6');
LOCAL_ADDRESSES.addSubnet('::ffff:127.0.0.0', 104, 'ipv6');
LOCAL_ADDRESSES.addAddress('::ffff:0.0.0.0', 'ipv6');

export function isLoopback(url: string): boolean {
  // A trailing dot names the same host ('localhost.'); brackets only wrap an IPv6 address.
  const host = new URL(url).hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const family = isIP(host);
  return family !== 0 && LOCAL_ADDRESSES.check(host, family === 6 ? 'ipv6' : 'ipv4');
}

/** ADMIN_USERNAME/ADMIN_PASSWORD for the first admin: refused at start, before anything is opened. */
export function firstAdminProblems(e: { ADMIN_USERNAME?: string | undefined; ADMIN_PASSWORD?: string | undefined }) {
  const username = e.ADMIN_USERNAME ?? 'admin';
  const nameProblem = e.ADMIN_USERNAME === undefined ? null : usernameProblem(username);
  const passwordProblem =
    e.ADMIN_PASSWORD === undefined
      ? null
      : newPasswordProblem(e.ADMIN_PASSWORD, { username, email: '', isAdmin: true });
  return [
    ...(nameProblem ? [`ADMIN_USERNAME: ${nameProblem}`] : []),
    ...(passwordProblem ? [`ADMIN_PASSWORD: ${passwordProblem}`] : []),
  ];
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
