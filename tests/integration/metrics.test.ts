import { describe, expect, it } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { call, freshIp } from '../helpers/api-calls.ts';
import { insertProduct } from '../helpers/checkout-fixtures.ts';
import { checkoutCart } from '../helpers/order-flow.ts';

const backends = runsOn('pglite');

const TOKEN = 'olcum-anahtari-0123456789';

describe.each(backends)('/api/metrics (%s)', (backend) => {
  const shop = useShopUnderTest(backend, { METRICS_TOKEN: TOKEN, TRUST_PROXY: 'true' });
  const scrape = (token?: string) =>
    fetch(`${shop.server.url}/api/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('refuses a missing or wrong token with 401 and the Turkish message', async () => {
    for (const res of [await scrape(), await scrape('yanlis-anahtar-0123456789')]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Geçersiz ölçüm anahtarı' });
    }
  });

  it('counts requests by route pattern and status, with latency histograms, orders by status and 429s', async () => {
    const productId = await insertProduct(shop.db.sql, { stock: 10 });
    await call(shop.server.url, 'GET', `/api/products/details/${productId}`);
    await call(shop.server.url, 'GET', '/api/products/details/999999');
    await checkoutCart(shop, [{ productId, quantity: 1 }]); // answers 200, or fails the test
    const ip = freshIp();
    let refused = 0;
    for (let i = 0; i < 120 && refused === 0; i++) {
      const res = await call(shop.server.url, 'POST', '/api/auth/login', {
        ip,
        body: { username: `yok${i}`, password: 'yanlis-sifre' },
      });
      if (res.status === 429) refused++;
    }
    expect(refused).toBe(1);

    const res = await scrape(TOKEN);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('shop_http_requests_total{route="/api/products/details/:id",method="GET",status="200"} 1');
    expect(text).toContain('shop_http_requests_total{route="/api/products/details/:id",method="GET",status="404"} 1');
    expect(text).toMatch(
      /shop_http_request_duration_seconds_bucket\{le="0\.1",route="\/api\/products\/details\/:id",method="GET"\} \d/,
    );
    expect(text).toContain('shop_http_requests_total{route="/api/auth/login",method="POST",status="429"} 1');
    expect(text).toContain('shop_rate_limit_refusals_total{route="/api/auth/login"} 1');
    expect(text).toContain('shop_orders{status="pending"} 1');
    expect(text).toContain('# TYPE shop_site_build_duration_seconds histogram');
    expect(text).toContain('# TYPE shop_job_runs_total counter');
    // A raw path never becomes a label.
    expect(text).not.toContain('details/999999');
  });
});

describe('/api/metrics without METRICS_TOKEN', () => {
  const shop = useShopUnderTest('pglite');
  it('does not exist', async () => {
    expect((await fetch(`${shop.server.url}/api/metrics`, { headers: { authorization: 'Bearer x' } })).status).toBe(
      404,
    );
  });
});
