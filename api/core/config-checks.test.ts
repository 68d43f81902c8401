import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const S3 = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'magaza',
  S3_ACCESS_KEY_ID: 'anahtar',
  S3_SECRET_ACCESS_KEY: 'gizli',
};

describe('S3 settings', () => {
  it('start with all four, or with none (a local upload folder)', () => {
    expect(loadConfig({ ...S3 }).S3_BUCKET).toBe('magaza');
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
  });

  it('refuse to start when some are missing, naming them, rather than store uploads locally', () => {
    const { S3_BUCKET: _bucket, S3_SECRET_ACCESS_KEY: _secret, ...partial } = S3;
    expect(() => loadConfig(partial)).toThrow(ConfigError);
    expect(() => loadConfig(partial)).toThrow(
      'S3 depolaması için eksik değişkenler: S3_BUCKET, S3_SECRET_ACCESS_KEY (yüklemeler yerel klasöre yazılırdı)',
    );
  });
});

describe('the invoice provider', () => {
  const live = {
    NODE_ENV: 'production',
    PUBLIC_SITE_URL: 'https://www.elektrikmagaza.example',
    PAYMENT_PROVIDER: 'sandbox',
  } as const;

  it('is the local test provider by default, with a warning at start', async () => {
    const config = loadConfig({});
    expect(config.invoiceProvider).toBe('local');
    const { startWarnings } = await import('../start-warnings.ts');
    expect(startWarnings(config).join('\n')).toContain("Test modu: faturalar GİB'e gönderilmez");
  });

  it('is refused in production unless chosen on purpose', () => {
    expect(() => loadConfig({ ...live })).toThrow('INVOICE_PROVIDER=local');
    expect(loadConfig({ ...live, INVOICE_PROVIDER: 'local' }).invoiceProvider).toBe('local');
    expect(() => loadConfig({ INVOICE_PROVIDER: 'gib-portal' })).toThrow(
      'INVOICE_PROVIDER: Geçersiz seçim (local, nilvera)',
    );
    expect(() => loadConfig({ INVOICE_PROVIDER: 'nilvera' })).toThrow(
      'INVOICE_PROVIDER=nilvera için eksik değişkenler: NILVERA_API_KEY, NILVERA_BASE_URL',
    );
  });
});

describe('the carrier (MNG Kargo)', () => {
  const MNG = { MNG_USERNAME: '123456', MNG_PASSWORD: 'parola', MNG_CLIENT_ID: 'uygulama', MNG_CLIENT_SECRET: 'gizli' };
  const live = {
    NODE_ENV: 'production',
    PUBLIC_SITE_URL: 'https://www.elektrikmagaza.example',
    PAYMENT_PROVIDER: 'sandbox',
    INVOICE_PROVIDER: 'local',
  } as const;

  it('is MNG Kargo at its live address with all four variables, none without them', () => {
    expect(loadConfig({ ...MNG }).carrier).toMatchObject({ name: 'mng', baseUrl: 'https://api.mngkargo.com.tr' });
    expect(loadConfig({}).carrier).toBeNull();
  });

  it('refuses a half-configured carrier in production with one message naming what is missing', () => {
    const { MNG_PASSWORD: _p, MNG_CLIENT_SECRET: _s, ...half } = MNG;
    expect(() => loadConfig({ ...live, ...half })).toThrow(
      'MNG Kargo için eksik değişkenler: MNG_PASSWORD, MNG_CLIENT_SECRET (kargo etiketi oluşturulamazdı)',
    );
    // Outside production the shop starts with manual tracking entry and says why.
    expect(loadConfig(half).carrier).toBeNull();
  });
});
