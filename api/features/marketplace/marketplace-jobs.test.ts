import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../core/context.ts';
import { loadConfig } from '../../core/config.ts';
import { marketplaceJobs, PULL_EVERY_MS, PUSH_EVERY_MS } from './marketplace-jobs.ts';

// The channel's jobs exist only when Trendyol is configured; a change goes out well within the
// issue's minute and packages are asked for at least once a minute.

const context = (env: Record<string, string>) =>
  ({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }) }) as unknown as AppContext;

describe('the marketplace jobs', () => {
  it('are none without Trendyol credentials, and a push and a pull with them', () => {
    expect(marketplaceJobs(context({}))).toEqual([]);
    const jobs = marketplaceJobs(
      context({ TRENDYOL_SELLER_ID: '123', TRENDYOL_API_KEY: 'k', TRENDYOL_API_SECRET: 's' }),
    );
    expect(jobs.map((j) => [j.name, j.everyMs])).toEqual([
      ['trendyol-push', PUSH_EVERY_MS],
      ['trendyol-pull', PULL_EVERY_MS],
    ]);
    expect(PUSH_EVERY_MS).toBeLessThanOrEqual(30_000);
    expect(PULL_EVERY_MS).toBeLessThanOrEqual(60_000);
  });

  it('refuses to start a live shop with half of the credentials', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'sandbox',
        INVOICE_PROVIDER: 'local',
        PUBLIC_SITE_URL: 'https://magaza.example',
        TRENDYOL_SELLER_ID: '123',
      }),
    ).toThrow(/Trendyol kanalı yarım yapılandırılmış; eksik değişkenler: TRENDYOL_API_KEY, TRENDYOL_API_SECRET/);
  });
});
