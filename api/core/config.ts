import { z } from 'zod';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';

// Every variable the app reads, parsed once at boot; `.env.example` documents each.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  PUBLIC_SITE_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  ADMIN_USERNAME: z.string().min(3).optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  PUBLISH_WEBHOOK_URL: z.url().optional(),
  PUBLISH_WEBHOOK_SECRET: z.string().min(16).optional(),
  BUILD_ON_START: z.enum(['always', 'missing', 'never']).default('missing'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Elektrik Market <siparis@example.com.tr>'),
  IYZICO_API_KEY: z.string().optional(),
  IYZICO_SECRET_KEY: z.string().optional(),
  IYZICO_BASE_URL: z.url().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  REDIS_URL: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['silent', 'error', 'info']).default('info'),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  if (env === process.env && existsSync('.env')) process.loadEnvFile('.env');
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    ...e,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    mailDir: path.join(dataDir, 'mail'),
    // Builds live inside the project tree (one folder per data folder) so the
    // server bundle of a build resolves the project's node_modules.
    buildsDir: path.resolve(process.cwd(), 'builds', createHash('sha1').update(dataDir).digest('hex').slice(0, 10)),
    siteUrl: e.PUBLIC_SITE_URL ?? `http://${e.HOST}:${e.PORT}`,
  };
}
