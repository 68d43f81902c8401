import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { removeShopData } from '../helpers/data-dirs.ts';
import postgres from 'postgres';
import { loadConfig } from '#api/core/config.ts';
import { startShop, type RunningShop } from '#api/boot.ts';
import type { SharedPublisher } from '#api/publish/shared-publisher.ts';
import { releaseExpiredReservations } from '#api/jobs/reservations.ts';
import { LOGIN_LIMITS } from '#api/services/accounts/throttle.ts';
import { createServerDatabase, runsOn } from '../helpers/databases.ts';
import { call, guestSession } from '../helpers/api-calls.ts';
import { startNginx, type RunningNginx } from '../helpers/nginx.ts';
import { createCheckout, guestCart, insertProduct, stockOf, validForm } from '../helpers/checkout-fixtures.ts';

// Several app instances on one PostgreSQL and one Redis, each a whole shop as `npm start` runs it.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN = { username: 'yonetici', password: 'yonetici-sifresi-42' };

describe.each(runsOn('postgres'))('several instances on one PostgreSQL and Redis (%s)', () => {
  let database: { url: string; drop(): Promise<void> };
  let sql: postgres.Sql;
  let uploadsDir: string;
  const redisPrefix = `shoptest${randomBytes(4).toString('hex')}:`;
  const shops: RunningShop[] = [];
  let a: RunningShop;
  let b: RunningShop;
  let nginx: RunningNginx | undefined;
  const stopped = new Set<RunningShop>();

  async function startInstance(): Promise<RunningShop> {
    const dataDir = await mkdtemp(path.join(process.cwd(), 'data', 'instance-'));
    const shop = await startShop(
      loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        UPLOADS_DIR: uploadsDir,
        PORT: '0',
        SEED_DEMO: 'false',
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        REDIS_URL,
        REDIS_PREFIX: redisPrefix,
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'silent',
      }),
    );
    shops.push(shop);
    return shop;
  }
  const builtHere = (shop: RunningShop) => (shop.ctx.publisher as SharedPublisher).builtHere();
  const totalBuilds = () => shops.reduce((n, shop) => n + builtHere(shop), 0);
  const home = async (shop: RunningShop) => (await fetch(`${shop.url}/`)).text();

  beforeAll(async () => {
    await mkdir(path.join(process.cwd(), 'data'), { recursive: true });
    database = await createServerDatabase();
    sql = postgres(database.url, { max: 2, onnotice: () => {} });
    uploadsDir = await mkdtemp(path.join(process.cwd(), 'data', 'uploads-'));
    // Two instances starting at once on an empty database: one migrates, seeds the admin and builds.
    [a, b] = await Promise.all([startInstance(), startInstance()]);
  }, 240_000);

  afterAll(async () => {
    await nginx?.stop();
    for (const shop of shops) {
      if (!stopped.has(shop)) await shop.stop();
      await removeShopData(shop.ctx.config.dataDir);
    }
    await sql?.end();
    await database?.drop();
    if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
  });

  it('starts two instances together with one build, both ready and serving it', async () => {
    expect(totalBuilds()).toBe(1);
    for (const shop of [a, b]) {
      const res = await fetch(`${shop.url}/api/health/ready`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', redis: 'ok', storage: 'ok', build: 'ok' },
        build: a.ctx.site.current()!.id,
      });
    }
    expect(await sql`SELECT count(*)::int AS n FROM users WHERE is_admin`).toEqual([{ n: 1 }]);
  });

  it('signs in on A and is signed in on B; a cart filled and a file stored on A are read on B', async () => {
    const login = await call(a.url, 'POST', '/api/auth/login', { body: ADMIN, ip: '203.0.113.7' });
    expect(login.status).toBe(200);
    const me = await call(b.url, 'GET', '/api/auth/user', { token: login.json.token });
    expect(me.status).toBe(200);
    expect(me.json.username).toBe(ADMIN.username);

    const productId = await insertProduct(sql, { name: 'Anahtar Priz Beyaz', stock: 5 });
    const session = guestSession();
    expect(
      (await call(a.url, 'POST', '/api/cart/items', { session, body: { productId, quantity: 2 } })).status,
    ).toBeLessThan(300);
    const cart = await call(b.url, 'GET', '/api/cart', { session });
    expect(cart.json.totalItems).toBe(2);

    await a.ctx.uploads.setItemRaw('files/fiyat-listesi.pdf', Buffer.from('%PDF-1.7 fiyat listesi'));
    const file = await fetch(`${b.url}/uploads/files/fiyat-listesi.pdf`);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('%PDF-1.7 fiyat listesi');
  });

  it('serves a catalogue change from B as soon as its watch hears of it (decision 0312)', async () => {
    const productId = await insertProduct(sql, { name: 'Kaçak Akım Rölesi Kampanya', basePrice: '500.00' });
    const query = `/api/products?search=${encodeURIComponent('Kaçak Akım Rölesi Kampanya')}`;
    await b.ctx.catalogueWatch!.settled();
    expect((await call(b.url, 'GET', query)).json.products[0].basePrice).toBe('500.00');
    await sql`UPDATE products SET base_price = 450 WHERE id = ${productId}`;
    await b.ctx.catalogueWatch!.settled();
    expect((await call(b.url, 'GET', query)).json.products[0].basePrice).toBe('450.00');
  });

  it('builds an admin edit made on A once, and both instances serve it within 10 s of each other', async () => {
    const before = totalBuilds();
    const { json } = await call(a.url, 'POST', '/api/auth/login', { body: ADMIN, ip: '203.0.113.9' });
    const title = `Kampanya ${randomBytes(3).toString('hex')}`;
    const edited = Date.now();
    expect(
      (await call(a.url, 'PUT', '/api/settings/hero_main_title', { token: json.token, body: { value: title } })).status,
    ).toBe(200);
    const seenAt = new Map<RunningShop, number>();
    while (seenAt.size < 2 && Date.now() - edited < 180_000) {
      for (const shop of [a, b])
        if (!seenAt.has(shop) && (await home(shop)).includes(title)) seenAt.set(shop, Date.now());
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(seenAt.size).toBe(2);
    const [first, second] = [...seenAt.values()].sort((x, y) => x - y);
    console.log(`edit → first instance ${((first! - edited) / 1000).toFixed(1)} s, second +${second! - first!} ms`);
    expect(second! - first!).toBeLessThan(10_000);
    await Promise.all([a, b].map((shop) => shop.ctx.publisher.settled()));
    expect(totalBuilds()).toBe(before + 1);
    expect(a.ctx.site.current()!.id).toBe(b.ctx.site.current()!.id);
    const [row] = await sql`SELECT requested_seq = handled_seq AS handled, current_build_id FROM site_publish`;
    expect(row).toEqual({ handled: true, current_build_id: a.ctx.site.current()!.id });
  }, 240_000);

  it('lets a third instance started later serve the latest build without building', async () => {
    const before = totalBuilds();
    const c = await startInstance();
    expect(builtHere(c)).toBe(0);
    expect(totalBuilds()).toBe(before);
    expect(c.ctx.site.current()!.id).toBe(a.ctx.site.current()!.id);
    expect(await home(c)).toBe(await home(a));
    expect((await fetch(`${c.url}/api/health/ready`)).status).toBe(200);
  }, 120_000);

  it('runs the reservation job on one instance per run and cancels each expired order once', async () => {
    // 30 on the shelf: three unpaid orders of 3 stay within the third they may hold (decision 0259).
    const productId = await insertProduct(sql, { stock: 30 });
    const orderIds: number[] = [];
    for (const shop of [a, b, a]) {
      const sessionId = await guestCart(sql, [{ productId, quantity: 3 }]);
      const { token } = await (await createCheckout(shop.url, sessionId, validForm())).json();
      const [order] = await sql`SELECT id FROM orders WHERE payment_token = ${token}`;
      orderIds.push(order!.id);
    }
    expect(await stockOf(sql, 'products', productId)).toBe(21);
    await sql`UPDATE orders SET reservation_expires_at = now() - interval '1 minute' WHERE id IN ${sql(orderIds.slice(0, 2))}`;
    await sql`UPDATE job_runs SET next_run_at = now()`;

    const outcomes = await Promise.all(shops.map((shop) => shop.jobs.runNow('payment-reservations')));
    expect(outcomes.filter((o) => o === 'ran')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'skipped')).toHaveLength(shops.length - 1);

    // Even called on every instance at once (no claim), each order is cancelled once.
    await sql`UPDATE orders SET reservation_expires_at = now() - interval '1 minute' WHERE id = ${orderIds[2]!}`;
    const released = await Promise.all(shops.map((shop) => releaseExpiredReservations(shop.ctx)));
    expect(released.reduce((sum, run) => sum + run.released, 0)).toBe(1);

    const history = await sql`
      SELECT order_id, count(*)::int AS n FROM order_status_history
      WHERE order_id IN ${sql(orderIds)} AND to_status = 'cancelled' GROUP BY order_id ORDER BY order_id`;
    expect(history).toEqual(orderIds.map((id) => ({ order_id: id, n: 1 })));
    expect(await stockOf(sql, 'products', productId)).toBe(30);
  }, 60_000);

  it('counts 20 failed logins spread over two instances as 20', async () => {
    const ip = `203.0.113.${100 + Math.floor(Math.random() * 100)}`;
    const attempt = (shop: RunningShop, i: number) =>
      call(shop.url, 'POST', '/api/auth/login', {
        ip,
        body: { username: `yok_${i}_${randomBytes(2).toString('hex')}`, password: 'yanlis-sifre' },
      });
    // Sent at the same moment: a read-then-write counter would lose some of them.
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(i % 2 ? b : a, i)));
    expect(burst.map((r) => r.status)).toEqual(Array(20).fill(401));
    // The rest of the address limit (per 15 minutes) is answered, the next is refused.
    for (let i = 0; i < LOGIN_LIMITS.perIp.max - 20; i++)
      expect((await attempt(i % 2 ? a : b, 100 + i)).status).toBe(401);
    const refused = await attempt(b, 1000);
    expect(refused.status).toBe(429);
  }, 120_000);

  it('answers readiness 503 while draining', async () => {
    const c = shops[2]!;
    c.ctx.instance!.draining = true;
    const res = await fetch(`${c.url}/api/health/ready`);
    expect(res.status).toBe(503);
    expect((await res.json()).status).toBe('draining');
    c.ctx.instance!.draining = false;
  });

  describe('behind nginx with the reference config (deploy/nginx/shop.conf)', () => {
    const served = new Map<RunningShop, number>();
    beforeAll(async () => {
      for (const shop of [a, b]) shop.server.on('request', () => served.set(shop, (served.get(shop) ?? 0) + 1));
      nginx = await startNginx([a, b].map((shop) => new URL(shop.url).host));
    });

    it('serves the shop through nginx, spread over both instances', async () => {
      served.clear();
      for (let i = 0; i < 10; i++) {
        const res = await fetch(`${nginx!.url}/`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
        // nginx's $request_id reaches the app, which answers it back.
        expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
        expect(await res.text()).toBe(await home(a));
      }
      expect(served.get(a)).toBeGreaterThanOrEqual(3);
      expect(served.get(b)).toBeGreaterThanOrEqual(3);
      const listing = await fetch(`${nginx!.url}/api/products`);
      expect(listing.status).toBe(200);
      expect((await listing.json()).pagination.totalCount).toBeGreaterThan(0);
    });

    it('caches hashed assets in nginx and marks them immutable', async () => {
      const asset = Object.keys(a.ctx.site.current()!.manifest.files).find(
        (f) => f.startsWith('/_astro/') && f.endsWith('.js'),
      )!;
      const first = await fetch(nginx!.url + asset);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      await first.arrayBuffer();
      const second = await fetch(nginx!.url + asset);
      expect(second.headers.get('x-cache-status')).toBe('HIT');
      expect((await fetch(`${nginx!.url}/`)).headers.get('cache-control')).toBe('no-cache');
    });

    it('passes the client address nginx saw, not one the client made up', async () => {
      const email = `iletisim-${randomBytes(3).toString('hex')}@example.com`;
      const res = await fetch(`${nginx!.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.18.0.1' },
        body: JSON.stringify({ name: 'Ayşe Yılmaz', email, subject: 'genel', message: 'Fiyat listesi rica ediyorum.' }),
      });
      expect(res.status).toBeLessThan(300);
      expect(await sql`SELECT client_ip FROM contact_messages WHERE email = ${email}`).toEqual([
        { client_ip: '127.0.0.1' },
      ]);
    });

    it('keeps answering while one instance drains and stops', async () => {
      const stopping = b.stop();
      stopped.add(b);
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) statuses.push((await fetch(`${nginx!.url}/`)).status);
      await stopping;
      for (let i = 0; i < 10; i++) statuses.push((await fetch(`${nginx!.url}/api/products`)).status);
      expect(new Set(statuses)).toEqual(new Set([200]));
    }, 60_000);
  });
});
