import { beforeAll, describe, expect, it } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { call, freshIp } from '../helpers/api-calls.ts';
import { insertProduct } from '../helpers/catalogue-rows.ts';
import { customerToken } from '../helpers/sessions.ts';
import { createListingSessions } from '#api/auth/listing-sessions.ts';
import { sessionIdOf } from '#api/auth/session.ts';
import type { CatalogueWatch } from '#api/services/catalogue/listing/catalogue-watch.ts';

const backends = runsOn('pglite');

// A trade buyer's listing from the sessions the straight path keeps (issue 36, decision 0333):
// priced for their group without reading the session each time, yet never after the customer
// moved group, signed out or the group changed.

describe.each(backends)('the sessions the listing keeps (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  let group: number;
  let product: number;
  let username: string;
  let token: string;

  beforeAll(async () => {
    const sql = shop.db.sql;
    [{ id: group }] = await sql<[{ id: number }]>`
      INSERT INTO price_groups (name, discount_percent) VALUES ('Bayi', 10) RETURNING id`;
    product = (await insertProduct(sql, { name: 'Kaçak Akım Rölesi', price: '100.00', stock: 50 })).id;
    username = `bayi_${Math.random().toString(36).slice(2, 10)}`;
    token = await customerToken(sql, username);
    await sql`UPDATE users SET price_group_id = ${group} WHERE username = ${username}`;
  });

  /** What the listing prices the product at for this token (after the watch heard of every write). */
  const priceFor = async (bearer: string) => {
    await shop.server.settled();
    const { status, json } = await call(shop.server.url, 'GET', '/api/products?pageSize=100', {
      token: bearer,
      ip: freshIp(),
    });
    expect(status).toBe(200);
    return json.products.find((p: { id: number }) => p.id === product).price as string;
  };

  it('forgets a kept session when the customer moves group, the group changes or the session ends', async () => {
    const sql = shop.db.sql;
    expect(await priceFor(token)).toBe('90.00');
    expect(await priceFor(token)).toBe('90.00');
    await sql`UPDATE users SET price_group_id = NULL WHERE username = ${username}`;
    expect(await priceFor(token)).toBe('100.00');
    await sql`UPDATE users SET price_group_id = ${group} WHERE username = ${username}`;
    expect(await priceFor(token)).toBe('90.00');
    await sql`UPDATE price_groups SET discount_percent = 25 WHERE id = ${group}`;
    expect(await priceFor(token)).toBe('75.00');
    const out = await call(shop.server.url, 'POST', '/api/auth/logout', { token, ip: freshIp() });
    expect(out.status).toBe(200);
    expect(await priceFor(token)).toBe('100.00');
  });

  it('answers a kept session without reading it, only while the watch vouches for its notices', async () => {
    const sql = shop.db.sql;
    const second = await customerToken(sql, `${username}_2`);
    await sql`UPDATE users SET price_group_id = ${group} WHERE username = ${`${username}_2`}`;
    expect(await priceFor(second)).toBe('75.00');
    // The session row goes without a notice: the kept session still prices the listing, which
    // shows no read was made for it.
    await sql`ALTER TABLE sessions DISABLE TRIGGER sessions_ended_notify`;
    try {
      await sql`DELETE FROM sessions WHERE id = ${sessionIdOf(second)}`;
      expect(await priceFor(second)).toBe('75.00');
    } finally {
      await sql`ALTER TABLE sessions ENABLE TRIGGER sessions_ended_notify`;
    }

    // A watch not believed (its connection lost) makes every request read the session.
    let trusted = true;
    let notice: (kind: string, id: string | null) => void = () => undefined;
    const watch = {
      trusted: () => trusted,
      onNotice: (listener: typeof notice) => void (notice = listener),
    } as unknown as CatalogueWatch;
    const sessions = createListingSessions(watch);
    const third = await customerToken(sql, `${username}_3`);
    expect((await sessions(sql, third))?.user.username).toBe(`${username}_3`);
    await sql`ALTER TABLE sessions DISABLE TRIGGER sessions_ended_notify`;
    try {
      await sql`DELETE FROM sessions WHERE id = ${sessionIdOf(third)}`;
      expect((await sessions(sql, third))?.user.username).toBe(`${username}_3`);
      trusted = false;
      expect(await sessions(sql, third)).toBeNull();
    } finally {
      await sql`ALTER TABLE sessions ENABLE TRIGGER sessions_ended_notify`;
    }

    // A lost connection forgets every kept session; a notice for one forgets that one.
    trusted = true;
    const fourth = await customerToken(sql, `${username}_4`);
    await sessions(sql, fourth);
    await sql`ALTER TABLE sessions DISABLE TRIGGER sessions_ended_notify`;
    try {
      await sql`DELETE FROM sessions WHERE id = ${sessionIdOf(fourth)}`;
      notice('reset', null);
      expect(await sessions(sql, fourth)).toBeNull();
    } finally {
      await sql`ALTER TABLE sessions ENABLE TRIGGER sessions_ended_notify`;
    }
    expect(await sessions(sql, 'kısa')).toBeNull();
  });
});
