import { z } from 'zod';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { parseProxyTrust } from './proxy-trust.ts';
import {
  choosePaymentProvider,
  firstAdminProblems,
  invoiceProviderRefusals,
  productionRefusals,
  storageRefusals,
} from './config-checks.ts';
import { liveShopRefusals } from './live-checks.ts';
import { carrierRefusals, chooseCarrier, MNG_LIVE_URL } from './carrier-checks.ts';
import { trendyolConfig, trendyolRefusals } from './trendyol-checks.ts';

// Every variable the app reads, parsed once at boot; `.env.example` documents each.
const envSchema = z.object({
  // Unset means a trial run (sandbox allowed, with a warning); a live shop sets production.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  PUBLIC_SITE_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  // Checked below with the registration's rules (name, password length, common passwords).
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  // Unset: the demo catalogue fills an empty database, except in production (never unasked for there).
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  PUBLISH_WEBHOOK_URL: z.url().optional(),
  PUBLISH_WEBHOOK_SECRET: z.string().min(16).optional(),
  BUILD_ON_START: z.enum(['always', 'missing', 'never']).default('missing'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Elektrik Market <siparis@example.com.tr>'),
  IYZICO_API_KEY: z.string().optional(),
  IYZICO_SECRET_KEY: z.string().optional(),
  IYZICO_BASE_URL: z.url().optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'iyzico']).optional(),
  // Who files the invoices with GİB; unset means the local test provider (refused in production unless chosen).
  INVOICE_PROVIDER: z.enum(['local', 'nilvera']).optional(),
  NILVERA_API_KEY: z.string().optional(),
  // https://apitest.nilvera.com for Nilvera's test system, https://api.nilvera.com live.
  NILVERA_BASE_URL: z.url().optional(),
  // MNG Kargo (DHL eCommerce) shipments and labels from the admin (decision 0402); unset: tracking numbers typed by hand.
  MNG_USERNAME: z.string().optional(),
  MNG_PASSWORD: z.string().optional(),
  MNG_CLIENT_ID: z.string().optional(),
  MNG_CLIENT_SECRET: z.string().optional(),
  MNG_BASE_URL: z.url().default(MNG_LIVE_URL),
  // How long one call to the carrier may take before the admin is told to try again.
  CARRIER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  // Selling on Trendyol from the same stock (issue 51): all three credentials, or none (the channel is off).
  TRENDYOL_SELLER_ID: z
    .string()
    .regex(/^\d{1,20}$/, 'satıcı numarası rakamlardan oluşmalıdır')
    .optional(),
  TRENDYOL_API_KEY: z.string().optional(),
  TRENDYOL_API_SECRET: z.string().optional(),
  // Unset: Trendyol's gateway (https://apigw.trendyol.com); https://stageapigw.trendyol.com for its stage.
  TRENDYOL_BASE_URL: z.url().optional(),
  RESERVATION_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  // Days a bank-transfer order waits for its money (and holds its share of stock) before it is cancelled.
  BANK_TRANSFER_DAYS: z.coerce.number().int().min(1).max(30).default(3),
  CHECKOUT_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  // One mobile operator's address carries many shoppers: the address gets a much higher ceiling
  // than one buyer (decision 0114).
  CHECKOUT_ADDRESS_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(60),
  CHECKOUT_RATE_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(10),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  REDIS_URL: z.string().optional(),
  // 'false', 'true' (one hop), a number of hops, or proxy addresses/subnets separated by commas.
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine(
      (v) => parseProxyTrust(v) !== null,
      'false, true, bir sayı (vekil sunucu sayısı) ya da virgülle ayrılmış vekil adresleri/alt ağları olmalıdır',
    ),
  // Customer registrations per client address and hour (a mobile operator's NAT hides thousands of phones).
  REGISTER_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(100),
  // Prefix of every Redis key and channel, so several shops (or test runs) can share one Redis.
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9:_-]{1,40}$/i)
    .default('shop:'),
  // Uploaded files when S3 is not configured; several instances on one machine share one folder.
  UPLOADS_DIR: z.string().optional(),
  // After SIGTERM, readiness answers 503 this long before the listener closes.
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  // Bearer token for /api/metrics (Prometheus); without it the route answers 404.
  METRICS_TOKEN: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['silent', 'error', 'info']).default('info'),
  // Which answered requests get a log line (decision 0311): every one, only problems (5xx, 429,
  // slower than a second), or none. Prometheus metrics count them all either way.
  ACCESS_LOG: z.enum(['all', 'problems', 'off']).default('problems'),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  if (env === process.env && existsSync('.env')) process.loadEnvFile('.env');
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    // A wrong choice names the allowed ones (NODE_ENV: … (development, production, test)).
    const problems = parsed.error.issues.map(
      (i) => `${i.path.join('.')}: ${i.message}${i.code === 'invalid_value' ? ` (${i.values.join(', ')})` : ''}`,
    );
    throw new ConfigError(`Geçersiz ortam değişkeni:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const paymentProvider = choosePaymentProvider(e);
  const refusals = [
    ...productionRefusals(e, paymentProvider),
    ...invoiceProviderRefusals(e),
    ...liveShopRefusals(e, paymentProvider),
    ...storageRefusals(e),
    ...carrierRefusals(e),
    ...firstAdminProblems(e),
    ...trendyolRefusals(e),
  ];
  if (refusals.length) throw new ConfigError(refusals.join('\n  '));
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    ...e,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadsDir: e.UPLOADS_DIR ? path.resolve(e.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    mailDir: path.join(dataDir, 'mail'),
    // Builds live inside the project tree (one folder per data folder) so the
    // server bundle of a build resolves the project's node_modules.
    buildsDir: path.resolve(process.cwd(), 'builds', createHash('sha1').update(dataDir).digest('hex').slice(0, 10)),
    siteUrl: e.PUBLIC_SITE_URL ?? `http://${e.HOST}:${e.PORT}`,
    proxyTrust: parseProxyTrust(e.TRUST_PROXY)!,
    paymentProvider,
    invoiceProvider: e.INVOICE_PROVIDER ?? 'local',
    carrier: chooseCarrier(e),
    trendyol: trendyolConfig(e),
    seedDemo: (e.SEED_DEMO ?? (e.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
  };
}

/** A configuration the shop refuses to start with; main.ts prints only its message. */
export class ConfigError extends Error {
  constructor(problems: string) {
    super(`Mağaza başlatılmadı, yapılandırma güvenli değil:\n  ${problems}`);
    this.name = 'ConfigError';
  }
}
