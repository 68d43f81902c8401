import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runsOn, createTestDatabase } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { FAKE_INSTALLMENT_FAMILIES, startFakeIyzico } from '#api/payments/iyzico-fake.test-support.ts';
import { INSTALLMENT_PATH } from '#api/payments/iyzico.ts';
import type { Database } from '#db/connection.ts';
import { INSTALLMENT_LOOKUP_LIMIT } from '#api/routes/payment.routes.ts';
import { freshIp } from '../helpers/api-calls.ts';

const backends = runsOn('pglite');

type Table = {
  price: string;
  families: { cardFamily: string; plans: { count: number; monthly: string; total: string }[] }[];
};
const kurus = (text: string) => Math.round(Number(text) * 100);
const tableAt = (url: string, price: string) =>
  fetch(`${url}/api/payment/installments?price=${encodeURIComponent(price)}`);

describe.each(backends)('instalment table from the sandbox (%s)', (backend) => {
  const shop = useShopUnderTest(backend, { TRUST_PROXY: 'true' });

  it('gives the documented families with 2–12 instalments, totals and monthly amounts in kuruş-exact strings', async () => {
    const res = await tableAt(shop.server.url, '1234.50');
    expect(res.status).toBe(200);
    const table = (await res.json()) as Table;
    expect(table.price).toBe('1234.50');
    expect(table.families.map((f) => f.cardFamily)).toEqual([
      'Bonus',
      'World',
      'Maximum',
      'Axess',
      'CardFinans',
      'Paraf',
      'Advantage',
    ]);
    const bonus = table.families[0]!;
    expect(bonus.plans.map((p) => p.count)).toEqual([2, 3, 6, 9, 12]);
    // 2 instalments at 3.50 %: 123450 × 1.035 = 127770.75 → 127771; monthly 63885.5 → 63886 (half-up).
    expect(bonus.plans[0]).toEqual({ count: 2, monthly: '638.86', total: '1277.71' });
    for (const family of table.families) {
      for (const plan of family.plans) {
        expect(plan.total).toMatch(/^\d+\.\d{2}$/);
        expect(kurus(plan.total)).toBeGreaterThan(123450);
        expect(Math.abs(kurus(plan.monthly) * plan.count - kurus(plan.total))).toBeLessThanOrEqual(plan.count);
      }
    }
  });

  it('limits provider lookups of uncached prices per client address, while cached prices stay free', async () => {
    const ask = (price: string, ip: string) =>
      fetch(`${shop.server.url}/api/payment/installments?price=${price}`, { headers: { 'x-forwarded-for': ip } });
    const walker = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < INSTALLMENT_LOOKUP_LIMIT.max; i++) statuses.push((await ask(`7${i}.13`, walker)).status);
    expect(statuses).toEqual(statuses.map(() => 200));
    const refused = await ask('999.13', walker);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/^Çok fazla istek/);
    // A price already in the cache costs no provider call, so the walker still gets it.
    expect((await ask('70.13', walker)).status).toBe(200);
    // Another client's lookup of a new price is not held back by the walker.
    expect((await ask('999.13', freshIp())).status).toBe(200);
  });

  it('refuses a missing, negative, zero or malformed price with a Turkish message', async () => {
    for (const price of ['', '-5', '0', '12,50', '1.234', 'abc', '99999999999']) {
      const res = await tableAt(shop.server.url, price);
      expect(res.status, price).toBe(400);
      expect((await res.json()).message).toBe('Geçerli bir fiyat girin (örn. 1234.50).');
    }
  });
});

describe.each(backends)('instalment table from iyzico, against the local fake (%s)', (backend) => {
  let db: Database;
  let server: TestServer;
  let iyzico: Awaited<ReturnType<typeof startFakeIyzico>>;
  beforeAll(async () => {
    db = await createTestDatabase(backend);
    iyzico = await startFakeIyzico('api-key-taksit', 'secret-key-taksit');
    server = await startTestServer(db, {
      IYZICO_API_KEY: 'api-key-taksit',
      IYZICO_SECRET_KEY: 'secret-key-taksit',
      IYZICO_BASE_URL: iyzico.url,
      PUBLIC_SITE_URL: 'https://magaza.example',
    });
  });
  afterAll(async () => {
    await server?.close();
    await iyzico?.close();
    await db?.close();
  });
  const calls = () => iyzico.requests.filter((r) => r.path === INSTALLMENT_PATH);

  it('asks iyzico with a verified IYZWSv2 request and turns its answer into the table, single payment left out', async () => {
    const res = await tableAt(server.url, '99.90');
    expect(res.status).toBe(200);
    const table = (await res.json()) as Table;
    expect(calls()).toHaveLength(1);
    expect(calls()[0]).toMatchObject({ authorized: true, body: { locale: 'tr', price: '99.9' } });
    expect(table.families.map((f) => f.cardFamily)).toEqual(FAKE_INSTALLMENT_FAMILIES);
    // The fake: 1.9 % per instalment; 3 × → 9990 × 1.057 = 10559.43 → 10559, monthly 3519.67 → 35.20.
    expect(table.families[0]!.plans.find((p) => p.count === 3)).toEqual({
      count: 3,
      monthly: '35.20',
      total: '105.59',
    });
    expect(table.families[0]!.plans.map((p) => p.count)).toEqual([2, 3, 6, 9, 12]);
  });

  it('answers a repeated price from its cache without asking iyzico again', async () => {
    const before = calls().length;
    expect((await tableAt(server.url, '99.90')).status).toBe(200);
    expect((await tableAt(server.url, '99.9')).status).toBe(200);
    expect(calls()).toHaveLength(before);
    expect((await tableAt(server.url, '100.00')).status).toBe(200);
    expect(calls()).toHaveLength(before + 1);
  });

  it('answers 502 with a Turkish message, and caches nothing, when iyzico refuses the request', async () => {
    const other = await startTestServer(db, {
      IYZICO_API_KEY: 'api-key-taksit',
      IYZICO_SECRET_KEY: 'wrong-secret',
      IYZICO_BASE_URL: iyzico.url,
      PUBLIC_SITE_URL: 'https://magaza.example',
    });
    try {
      const res = await tableAt(other.url, '55.00');
      expect(res.status).toBe(502);
      expect((await res.json()).message).toBe('Taksit seçenekleri şu anda alınamıyor.');
      expect(calls().at(-1)).toMatchObject({ authorized: false });
      expect((await tableAt(other.url, '55.00')).status).toBe(502);
    } finally {
      await other.close();
    }
  });
});
