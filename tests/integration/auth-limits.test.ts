import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { createTestDatabase, runsOn } from '../helpers/databases.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { call, guestSession } from '../helpers/api-calls.ts';
import { createAdmin } from '#api/auth/admin-account.ts';
import { THROTTLE_MESSAGES } from '#api/services/accounts/throttle.ts';
import { createRedisRateLimitStore } from '#api/core/rate-limit-store.ts';
import type { Database } from '#db/connection.ts';

const backends = runsOn('pglite');

let n = 0;
const person = (extra: Record<string, unknown> = {}) => {
  n++;
  return {
    username: `sinir${n}`,
    email: `sinir${n}@ornek.com.tr`,
    password: 'gizli123',
    fullName: 'Ayşe Yılmaz',
    kvkkConsent: true,
    ...extra,
  };
};
let addressCounter = 0;
/** Addresses never reused within this file (the shared helper cycles through 250). */
const nextIp = () => `203.0.${Math.floor(addressCounter / 250) % 250}.${addressCounter++ % 250}`;

describe.each(backends)('registration and login limits that fit real networks (%s)', (backend) => {
  const shop = useShopUnderTest(backend, { TRUST_PROXY: '1', REGISTER_LIMIT_PER_HOUR: '3' });
  const register = (body: unknown, ip = nextIp(), session?: string) =>
    call(shop.server.url, 'POST', '/api/auth/register', { body, ip, session });
  const login = (username: string, password: string, ip: string) =>
    call(shop.server.url, 'POST', '/api/auth/login', { body: { username, password }, ip });

  it('limits registrations per address as configured, and only that address', async () => {
    const ip = nextIp();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await register(person(), ip)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await register(person())).status).toBe(200);
  });

  it('limits registration attempts per username and per e-mail, from any address', async () => {
    const byName = person();
    const nameStatuses = [];
    for (let i = 0; i < 6; i++) nameStatuses.push((await register({ ...person(), username: byName.username })).status);
    expect(nameStatuses).toEqual([200, 409, 409, 409, 409, 429]);
    const byEmail = person();
    const emailStatuses = [];
    for (let i = 0; i < 6; i++)
      emailStatuses.push((await register({ ...person(), email: byEmail.email.toUpperCase() })).status);
    expect(emailStatuses).toEqual([200, 409, 409, 409, 409, 429]);
  });

  it('limits registrations per browser session (X-Session-ID), from any address', async () => {
    const session = guestSession();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await register(person(), nextIp(), session)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await register(person(), nextIp(), guestSession())).status).toBe(200);
  });

  it('counts failed logins per name and address: guesses from one address never lock the admin out elsewhere', async () => {
    await createAdmin(shop.db.sql, 'admin', 'Yonetici-Sifresi-42');
    const attacker = nextIp();
    const office = nextIp();
    for (let i = 0; i < 5; i++) expect((await login('admin', 'yanlis', attacker)).status).toBe(401);
    const locked = await login('admin', 'Yonetici-Sifresi-42', attacker);
    expect(locked).toEqual({ status: 429, json: { message: THROTTLE_MESSAGES.loginUser } });
    // The admin signs in from the office; that ends the lockout everywhere.
    expect((await login('Admin', 'Yonetici-Sifresi-42', office)).status).toBe(200);
    expect((await login('admin', 'Yonetici-Sifresi-42', attacker)).status).toBe(200);
  });

  it('slows guessing from twenty addresses without locking the admin out: a fresh address still gets in', async () => {
    await createAdmin(shop.db.sql, 'patron', 'Patron-Sifresi-2026');
    for (let a = 0; a < 20; a++) {
      const ip = nextIp();
      for (let i = 0; i < 5; i++) expect((await login('patron', `yanlis-${i}`, ip)).status).toBe(401);
    }
    // The guessing goes on from more addresses, one try each: the owner still gets in from one that never failed.
    for (let a = 0; a < 5; a++) expect((await login('patron', 'yanlis', nextIp())).status).toBe(401);
    const guesser = nextIp();
    expect((await login('patron', 'yanlis', guesser)).status).toBe(401);
    expect((await login('patron', 'yanlis-2', guesser)).status).toBe(429);
    expect((await login('patron', 'Patron-Sifresi-2026', nextIp())).status).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 as one', async () => {
    await createAdmin(shop.db.sql, 'sef', 'Sef-Sifresi-2026');
    for (let i = 1; i <= 5; i++) expect((await login('sef', 'yanlis', `2001:db8:7:1::${i}`)).status).toBe(401);
    expect(await login('sef', 'Sef-Sifresi-2026', '2001:db8:7:1::99')).toEqual({
      status: 429,
      json: { message: THROTTLE_MESSAGES.loginUser },
    });
    expect((await login('sef', 'Sef-Sifresi-2026', '2001:db8:7:2::1')).status).toBe(200);
  });
});

describe('black box: the shipped defaults', () => {
  // No TRUST_PROXY, no limit settings: every request comes from 127.0.0.1, like one office or one mobile NAT address.
  const shop = useShopUnderTest('pglite');
  it('registers 60 customers from one address within a minute', async () => {
    const started = Date.now();
    const statuses: number[] = [];
    for (let batch = 0; batch < 60; batch += 4) {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => call(shop.server.url, 'POST', '/api/auth/register', { body: person() })),
      );
      statuses.push(...answers.map((a) => a.status));
    }
    expect(statuses).toEqual(Array(60).fill(200));
    expect(Date.now() - started).toBeLessThan(60_000);
    const [count] = await shop.db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM users`;
    expect(count!.n).toBe(60);
  }, 90_000);
});

describe('counters in Redis (REDIS_URL) are shared by every instance', () => {
  let db: Database;
  let one: TestServer;
  let two: TestServer;
  beforeAll(async () => {
    db = await createTestDatabase('pglite');
    [one, two] = await Promise.all([
      startTestServer(db, { TRUST_PROXY: '1' }),
      startTestServer(db, { TRUST_PROXY: '1' }),
    ]);
    const prefix = `shop-test:${process.pid}:${Date.now()}:`;
    one.ctx.rateLimits = await createRedisRateLimitStore('redis://127.0.0.1:6379', prefix);
    two.ctx.rateLimits = await createRedisRateLimitStore('redis://127.0.0.1:6379', prefix);
    await createAdmin(db.sql, 'admin', 'Yonetici-Sifresi-42');
  });
  afterAll(async () => {
    await Promise.all([one?.ctx.rateLimits.close?.(), two?.ctx.rateLimits.close?.()]);
    await Promise.all([one?.close(), two?.close()]);
    await db?.close();
  });

  it('failures counted by one instance lock the same name and address on the other', async () => {
    const ip = nextIp();
    const login = (server: TestServer, password: string, from = ip) =>
      call(server.url, 'POST', '/api/auth/login', { body: { username: 'admin', password }, ip: from });
    for (let i = 0; i < 5; i++) expect((await login(i % 2 ? one : two, 'yanlis')).status).toBe(401);
    expect((await login(one, 'Yonetici-Sifresi-42')).status).toBe(429);
    expect((await login(two, 'Yonetici-Sifresi-42')).status).toBe(429);
    expect((await login(two, 'Yonetici-Sifresi-42', nextIp())).status).toBe(200);
  });
});
