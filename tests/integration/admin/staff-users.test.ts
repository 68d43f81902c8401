import { beforeAll, describe, expect, it } from 'vitest';
import { runsOn } from '../../helpers/databases.ts';
import { useShopUnderTest } from '../../helpers/shop-under-test.ts';
import { adminAndCustomerTokens, bearer } from '../../helpers/admin-session.ts';
import { STAFF_PASSWORD, addStaff, signIn, staffSession } from '../../helpers/staff.ts';
import { insertDayOrder } from '../../helpers/day-orders.ts';
import { STAFF_MESSAGES } from '#api/schemas/staff.ts';
import { AUTH_MESSAGES } from '#api/schemas/auth.ts';
import { PASSWORD_POLICY_MESSAGES } from '#api/auth/password-policy.ts';

// The owner's staff: GET/POST/PUT/DELETE /api/admin/users and the refusals that keep the shop
// with an owner and every change in the history named (issue 50, decision 0397).

const backends = runsOn('both');

describe.each(backends)('staff accounts (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  let owner: string;
  let ownerId: number;
  const send = async (token: string, method: string, path: string, body?: unknown) => {
    const res = await fetch(shop.server.url + path, {
      method,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  const valid = { username: 'ece.satis', email: 'ece@firma.com.tr', fullName: 'Ece Demir', role: 'orders' };

  beforeAll(async () => {
    ({ admin: owner, adminId: ownerId } = await adminAndCustomerTokens(shop.db.sql));
  });

  it('makes the first admin an owner, and says the role with the signed-in user', async () => {
    const me = await send(owner, 'GET', '/api/auth/user');
    expect(me.body).toMatchObject({ isAdmin: true, adminRole: 'owner' });
  });

  it('adds a member under the password policy, lists them, and refuses bad or taken details', async () => {
    const refused = [
      [{ ...valid, password: 'kisa' }, 400, AUTH_MESSAGES.adminPasswordShort],
      [{ ...valid, password: 'password1234' }, 400, PASSWORD_POLICY_MESSAGES.common],
      [{ ...valid, password: 'ece@firma.com.tr' }, 400, PASSWORD_POLICY_MESSAGES.sameAsIdentity],
      [{ ...valid, role: 'admin', password: STAFF_PASSWORD }, 400, STAFF_MESSAGES.role],
      [{ ...valid, email: 'ece', password: STAFF_PASSWORD }, 400, AUTH_MESSAGES.email],
    ] as const;
    for (const [body, status, message] of refused)
      expect(await send(owner, 'POST', '/api/admin/users', body)).toEqual({ status, body: { message } });

    const created = await send(owner, 'POST', '/api/admin/users', { ...valid, password: STAFF_PASSWORD });
    expect(created).toMatchObject({
      status: 201,
      body: { username: 'ece.satis', role: 'orders', fullName: 'Ece Demir' },
    });
    expect(await send(owner, 'POST', '/api/admin/users', { ...valid, password: STAFF_PASSWORD })).toEqual({
      status: 409,
      body: { message: AUTH_MESSAGES.usernameTaken },
    });
    expect(
      await send(owner, 'POST', '/api/admin/users', { ...valid, username: 'ece2', password: STAFF_PASSWORD }),
    ).toEqual({ status: 409, body: { message: AUTH_MESSAGES.emailTaken } });

    const list = await send(owner, 'GET', '/api/admin/users');
    expect(list.body.map((u: { username: string; role: string }) => [u.username, u.role])).toContainEqual([
      'ece.satis',
      'orders',
    ]);
    // The member signs in with it, and is no customer: the customers' list leaves them out.
    expect((await signIn(shop.server.url, 'ece.satis')).status).toBe(200);
  });

  it('changes a role at once, resets a password ending the old sessions, and keeps the last owner', async () => {
    const member = await staffSession(shop.server.url, owner, 'catalogue', 'kaan.katalog');
    expect((await send(member.token, 'GET', '/api/admin/products')).status).toBe(200);
    expect((await send(owner, 'PUT', `/api/admin/users/${member.id}`, { role: 'orders' })).body.role).toBe('orders');
    expect((await send(member.token, 'GET', '/api/admin/categories')).status).toBe(403);
    expect((await send(member.token, 'GET', '/api/admin/orders')).status).toBe(200);

    const newPassword = 'Sigorta-Kutusu-77';
    expect((await send(owner, 'PUT', `/api/admin/users/${member.id}`, { password: newPassword })).status).toBe(200);
    expect((await send(member.token, 'GET', '/api/admin/orders')).status).toBe(401);
    expect((await signIn(shop.server.url, member.username)).status).toBe(401);
    expect((await signIn(shop.server.url, member.username, newPassword)).status).toBe(200);

    expect(await send(owner, 'PUT', `/api/admin/users/${member.id}`, {})).toEqual({
      status: 400,
      body: { message: STAFF_MESSAGES.nothingToChange },
    });
    expect(await send(owner, 'PUT', `/api/admin/users/${ownerId}`, { role: 'orders' })).toEqual({
      status: 409,
      body: { message: STAFF_MESSAGES.lastOwner },
    });
    expect(await send(owner, 'DELETE', `/api/admin/users/${ownerId}`)).toEqual({
      status: 409,
      body: { message: STAFF_MESSAGES.notYourself },
    });
    expect((await send(owner, 'PUT', '/api/admin/users/999999', { role: 'orders' })).status).toBe(404);
    // With a second owner, the first may step down; the new owner may not then remove themselves.
    const second = await staffSession(shop.server.url, owner, 'owner', 'ikinci.sahip');
    expect((await send(owner, 'PUT', `/api/admin/users/${ownerId}`, { role: 'catalogue' })).body.role).toBe(
      'catalogue',
    );
    expect((await send(owner, 'GET', '/api/admin/users')).status).toBe(403);
    expect((await send(second.token, 'PUT', `/api/admin/users/${ownerId}`, { role: 'owner' })).status).toBe(200);
  });

  it('removes a member for good while the history still names them', async () => {
    const member = await staffSession(shop.server.url, owner, 'orders', 'selin.siparis');
    const { id: orderId } = await insertDayOrder(shop.db.sql, {
      number: `ST${backend.toUpperCase()}1`,
      status: 'processing',
      createdAt: '2026-11-21T09:00:00Z',
      paidAt: '2026-11-21T09:01:00Z',
      lines: [{ name: 'Otomatik Sigorta 16A', quantity: 10, unitPrice: '84.90' }],
    });
    const note = { text: 'Müşteri faturayı firmaya istiyor' };
    expect((await send(member.token, 'POST', `/api/admin/orders/${orderId}/notes`, note)).status).toBeLessThan(300);

    expect(await send(owner, 'DELETE', `/api/admin/users/${member.id}`)).toEqual({
      status: 200,
      body: { message: STAFF_MESSAGES.removed },
    });
    expect((await send(member.token, 'GET', '/api/admin/orders')).status).toBe(401);
    expect((await signIn(shop.server.url, member.username)).status).toBe(401);
    const staff = (await send(owner, 'GET', '/api/admin/users')).body as { id: number }[];
    expect(staff.map((s) => s.id)).not.toContain(member.id);
    expect((await send(owner, 'DELETE', `/api/admin/users/${member.id}`)).status).toBe(404);

    const order = await send(owner, 'GET', `/api/admin/orders/${orderId}`);
    expect(order.body.internalNotes).toEqual([expect.objectContaining({ ...note, createdBy: 'selin.siparis' })]);
  });

  it('lets no one but an owner near the staff', async () => {
    const member = await addStaff(shop.server.url, owner, 'catalogue', 'baska.biri');
    const orders = await staffSession(shop.server.url, owner, 'orders', 'yetkisiz.kisi');
    for (const [method, path] of [
      ['GET', '/api/admin/users'],
      ['PUT', `/api/admin/users/${member.id}`],
      ['DELETE', `/api/admin/users/${member.id}`],
    ] as const)
      expect(await send(orders.token, method, path, method === 'PUT' ? { role: 'owner' } : undefined)).toEqual({
        status: 403,
        body: { message: 'Bu işlem için yetkiniz yok' },
      });
    const [row] = await shop.db.sql`SELECT admin_role, staff_removed_at FROM users WHERE id = ${member.id}`;
    expect(row).toEqual({ admin_role: 'catalogue', staff_removed_at: null });
  });

  it('lets only one of two owners demote the other when both try at once', async () => {
    const second = await staffSession(shop.server.url, owner, 'owner', 'es.sahip');
    await shop.db
      .sql`UPDATE users SET admin_role = 'orders' WHERE admin_role = 'owner' AND id NOT IN ${shop.db.sql([ownerId, second.id])}`;
    const answers = await Promise.all([
      send(owner, 'PUT', `/api/admin/users/${second.id}`, { role: 'orders' }),
      send(second.token, 'PUT', `/api/admin/users/${ownerId}`, { role: 'orders' }),
    ]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.map((a) => a.status).sort()).toEqual([200, expect.toSatisfy((s) => s === 403 || s === 409)]);
    const owners = await shop.db.sql`SELECT count(*)::int AS n FROM users WHERE admin_role = 'owner'`;
    expect(owners).toEqual([{ n: 1 }]);
  });
});
