import { beforeAll, describe, expect, it } from 'vitest';
import { useShopUnderTest } from '../../helpers/shop-under-test.ts';
import { runsOn } from '../../helpers/databases.ts';
import { adminAndCustomerTokens } from '../../helpers/admin-session.ts';
import { call } from '../../helpers/api-calls.ts';

const backends = runsOn('pglite');

describe.each(backends)('admin price groups (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  let tokens: Awaited<ReturnType<typeof adminAndCustomerTokens>>;
  const send = (method: string, path: string, body?: unknown, token = tokens.admin) =>
    call(shop.server.url, method, path, { body, token });
  const stored = () => shop.db.sql`SELECT name, discount_percent::text AS pct FROM price_groups ORDER BY id`;

  beforeAll(async () => {
    tokens = await adminAndCustomerTokens(shop.db.sql);
  });

  it('creates, lists, updates and deletes a group; decimals with a comma are taken', async () => {
    const made = await send('POST', '/api/admin/price-groups', { name: 'Bayi', discountPercent: '12,5' });
    expect(made.status).toBe(201);
    expect(made.json).toEqual({ id: expect.any(Number), name: 'Bayi', discountPercent: 12.5, customerCount: 0 });
    const updated = await send('PUT', `/api/admin/price-groups/${made.json.id}`, {
      name: 'Bayi A',
      discountPercent: 15,
    });
    expect(updated.json).toMatchObject({ name: 'Bayi A', discountPercent: 15 });
    expect((await send('GET', '/api/admin/price-groups')).json).toEqual([updated.json]);
    expect(await stored()).toEqual([{ name: 'Bayi A', pct: '15.00' }]);
    expect((await send('DELETE', `/api/admin/price-groups/${made.json.id}`)).json.message).toBe('Fiyat grubu silindi');
    expect(await stored()).toEqual([]);
    expect((await send('DELETE', `/api/admin/price-groups/${made.json.id}`)).status).toBe(404);
    expect((await send('PUT', '/api/admin/price-groups/999999', { name: 'X', discountPercent: 1 })).status).toBe(404);
  });

  it.each([
    [{ name: '', discountPercent: 10 }, 400, 'Fiyat grubu adı zorunludur'],
    [{ name: '   ', discountPercent: 10 }, 400, 'Fiyat grubu adı zorunludur'],
    [{ discountPercent: 10 }, 400, 'Fiyat grubu adı zorunludur'],
    [{ name: 'Usta', discountPercent: 91 }, 400, 'İndirim oranı 0 ile 90 arasında'],
    [{ name: 'Usta', discountPercent: -1 }, 400, 'İndirim oranı 0 ile 90 arasında'],
    [{ name: 'Usta', discountPercent: 'abc' }, 400, 'İndirim oranı 0 ile 90 arasında'],
    [{ name: 'Usta', discountPercent: 10.555 }, 400, 'İndirim oranı'],
    [{ name: 'Usta', discountPercent: null }, 400, 'İndirim oranı'],
    [{ name: 'Usta' }, 400, 'İndirim oranı'],
    [{ name: 'x'.repeat(101), discountPercent: 1 }, 400, 'en fazla 100 karakter'],
  ])('refuses %j with a Turkish message and stores nothing', async (body, status, message) => {
    const before = await stored();
    const res = await send('POST', '/api/admin/price-groups', body);
    expect(res.status).toBe(status);
    expect(res.json.message).toContain(message);
    expect(await stored()).toEqual(before);
  });

  it('refuses a bad update without changing the group', async () => {
    const { json: g } = await send('POST', '/api/admin/price-groups', { name: 'Elektrikçi', discountPercent: 5 });
    for (const discountPercent of [91, -1, 'abc'])
      expect((await send('PUT', `/api/admin/price-groups/${g.id}`, { name: 'Yeni', discountPercent })).status).toBe(
        400,
      );
    expect((await send('PUT', `/api/admin/price-groups/${g.id}`, { name: '', discountPercent: 5 })).status).toBe(400);
    const [row] = await shop.db.sql`SELECT name, discount_percent::text AS pct FROM price_groups WHERE id = ${g.id}`;
    expect(row).toEqual({ name: 'Elektrikçi', pct: '5.00' });
    await send('DELETE', `/api/admin/price-groups/${g.id}`);
  });

  it('refuses a duplicate name whatever its Turkish case', async () => {
    const { json: g } = await send('POST', '/api/admin/price-groups', { name: 'İnşaat', discountPercent: 8 });
    const dup = await send('POST', '/api/admin/price-groups', { name: 'inşaat', discountPercent: 9 });
    expect(dup.status).toBe(409);
    expect(dup.json.message).toBe('Bu adda bir fiyat grubu zaten var');
    const other = await send('POST', '/api/admin/price-groups', { name: 'Proje', discountPercent: 9 });
    expect(
      (await send('PUT', `/api/admin/price-groups/${other.json.id}`, { name: 'İNŞAAT', discountPercent: 9 })).status,
    ).toBe(409);
    await send('DELETE', `/api/admin/price-groups/${g.id}`);
    await send('DELETE', `/api/admin/price-groups/${other.json.id}`);
  });

  it('refuses to delete a group that still has customers, saying how many', async () => {
    const { json: g } = await send('POST', '/api/admin/price-groups', { name: 'Taşeron', discountPercent: 20 });
    const users = await shop.db.sql<{ id: number }[]>`SELECT id FROM users WHERE NOT is_admin`;
    await shop.db.sql`UPDATE users SET price_group_id = ${g.id} WHERE id = ${users[0]!.id}`;
    const second = await adminAndCustomerTokens(shop.db.sql);
    await shop.db.sql`UPDATE users SET price_group_id = ${g.id} WHERE NOT is_admin`;
    const refused = await send('DELETE', `/api/admin/price-groups/${g.id}`);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toContain('Bu fiyat grubunda 2 müşteri var');
    expect((await send('GET', '/api/admin/price-groups')).json).toContainEqual(
      expect.objectContaining({ id: g.id, customerCount: 2 }),
    );
    expect(await stored()).toContainEqual({ name: 'Taşeron', pct: '20.00' });
    await shop.db.sql`UPDATE users SET price_group_id = NULL`;
    expect((await send('DELETE', `/api/admin/price-groups/${g.id}`, undefined, second.admin)).status).toBe(200);
  });

  it('is for admins only: a customer gets 403, a guest 401, and nothing changes', async () => {
    const before = await stored();
    for (const [token, status] of [
      [tokens.customer, 403],
      ['', 401],
    ] as const) {
      expect((await send('GET', '/api/admin/price-groups', undefined, token)).status).toBe(status);
      expect(
        (await send('POST', '/api/admin/price-groups', { name: 'Sızma', discountPercent: 50 }, token)).status,
      ).toBe(status);
      expect((await send('DELETE', '/api/admin/price-groups/1', undefined, token)).status).toBe(status);
    }
    expect(await stored()).toEqual(before);
  });
});
