import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { loadConfig } from './config.ts';

// A live shop configured with real values: every check below passes it.
const LIVE = {
  NODE_ENV: 'production',
  PUBLIC_SITE_URL: 'https://www.elektrikmagaza.example',
  IYZICO_API_KEY: 'canli-anahtar-4f9a',
  IYZICO_SECRET_KEY: 'canli-gizli-8c21',
  IYZICO_BASE_URL: 'https://api.iyzipay.com',
  S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com',
  S3_BUCKET: 'magaza',
  S3_ACCESS_KEY_ID: 'AKIA2QX7EXAMPLE9',
  S3_SECRET_ACCESS_KEY: 'u8Jd0s-Kq2pZ-7xYw',
  REDIS_URL: 'rediss://:Redis-Parola-31@redis.elektrikmagaza.example:6380',
  PUBLISH_WEBHOOK_SECRET: 'q3N8vR1xT6mB0zK4wL9d',
  METRICS_TOKEN: 'm7Pz2Lq9Xc4Vb8Nn1Rt5',
  // No integrator is built in yet: the local provider chosen on purpose.
  INVOICE_PROVIDER: 'local',
};

const refusal = (env: Record<string, string | undefined>) => {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('a live shop (NODE_ENV=production)', () => {
  it('starts with real settings', () => {
    expect(refusal(LIVE)).toBe('');
  });

  it.each([
    [{ IYZICO_BASE_URL: 'https://sandbox-api.iyzipay.com' }, "IYZICO_BASE_URL iyzico'nun test ortamı"],
    [{ S3_ENDPOINT: 'http://s3.elektrikmagaza.example' }, 'S3_ENDPOINT şifresiz http adresi'],
    [{ REDIS_URL: 'redis://:Redis-Parola-31@redis.elektrikmagaza.example:6379' }, 'REDIS_URL TLS kullanmıyor'],
    [{ REDIS_URL: 'rediss://redis.elektrikmagaza.example:6380' }, 'REDIS_URL parolasız'],
    [{ REDIS_URL: 'redis://127.0.0.1:6379' }, 'REDIS_URL parolasız'],
    [{ METRICS_TOKEN: 'at-least-sixteen-characters' }, 'METRICS_TOKEN örnek dosyadaki yer tutucu değerde'],
    [{ DATABASE_URL: 'postgres://shop:change-me@db:5432/shop' }, 'DATABASE_URL içindeki parola örnek dosyadaki'],
  ])('refuses %o', (change, message) => {
    const text = refusal({ ...LIVE, ...change });
    expect(text).toContain('Mağaza başlatılmadı, yapılandırma güvenli değil');
    expect(text).toContain(message);
  });

  it('keeps unencrypted Redis and S3 only on this machine, where the traffic never leaves it', () => {
    expect(refusal({ ...LIVE, REDIS_URL: 'redis://:Redis-Parola-31@127.0.0.1:6379' })).toBe('');
    expect(refusal({ ...LIVE, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toBe('');
  });

  it('leaves the demo catalogue out unless SEED_DEMO=true asks for it', () => {
    expect(loadConfig(LIVE).seedDemo).toBe(false);
    expect(loadConfig({ ...LIVE, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({}).seedDemo).toBe(true); // a trial run on a fresh machine
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('refuses only in production', () => {
    expect(refusal({ ...LIVE, NODE_ENV: 'development', REDIS_URL: 'redis://redis.example:6379' })).toBe('');
  });
});

/** Every assignment of an example file, the commented ones too, as an operator who copies it would make them. */
function exampleEnv(file: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const match of readFileSync(file, 'utf8').matchAll(/^#? ?([A-Z][A-Z0-9_]*)=(.+)$/gm))
    env[match[1]!] = match[2]!.replace(/^"(.*)"$/, '$1');
  return env;
}

describe('a production shop configured by copying an example file as it stands', () => {
  it.each([
    [
      '.env.example',
      [
        'METRICS_TOKEN örnek dosyadaki yer tutucu',
        'PUBLISH_WEBHOOK_SECRET örnek dosyadaki yer tutucu',
        'ADMIN_PASSWORD örnek dosyadaki yer tutucu',
        'SMTP_URL içindeki parola örnek dosyadaki yer tutucu',
        "IYZICO_BASE_URL iyzico'nun test ortamı",
        'REDIS_URL parolasız',
      ],
    ],
    [
      'deploy/shop.env.example',
      [
        'DATABASE_URL içindeki parola örnek dosyadaki yer tutucu',
        'REDIS_URL içindeki parola örnek dosyadaki yer tutucu',
        'S3_ACCESS_KEY_ID örnek dosyadaki yer tutucu',
        'S3_SECRET_ACCESS_KEY örnek dosyadaki yer tutucu',
        'PUBLISH_WEBHOOK_SECRET örnek dosyadaki yer tutucu',
        'METRICS_TOKEN örnek dosyadaki yer tutucu',
        'NILVERA_API_KEY örnek dosyadaki yer tutucu',
      ],
    ],
  ])('%s is refused, naming each placeholder', (file, messages) => {
    const text = refusal({ ...exampleEnv(file), NODE_ENV: 'production' });
    for (const message of messages) expect(text).toContain(message);
  });
});
