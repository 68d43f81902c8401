import { describe, expect, it } from 'vitest';
import { runsOn } from '../../helpers/databases.ts';
import { useShopUnderTest } from '../../helpers/shop-under-test.ts';
import { adminAndCustomerTokens, bearer } from '../../helpers/admin-session.ts';
import { staffSession } from '../../helpers/staff.ts';
import { insertDayOrder } from '../../helpers/day-orders.ts';
import { createApi } from '#api/app.ts';
import { roleRuleOf, type AdminRole } from '#api/shared/admin-roles.ts';

// The role table (api/shared/admin-roles.ts, decision 0397) against the routes the app mounts,
// and each role's answers on a sample of them over a real socket.

const backends = runsOn('both');

const FORBIDDEN = 'Bu işlem için yetkiniz yok';

type Call = [method: string, path: string, body?: unknown];
/** What each role may and may not do, in the shop's words: 200-class for `may`, 403 for `mayNot`. */
const SAMPLE: Record<Exclude<AdminRole, 'owner'>, { may: Call[]; mayNot: Call[] }> = {
  orders: {
    may: [
      ['GET', '/api/admin/orders'],
      ['GET', '/api/admin/orders/{order}'],
      ['POST', '/api/admin/orders/{order}/notes', { text: 'Müşteri aradı, kargo bekleniyor' }],
      ['GET', '/api/admin/customers'],
      ['GET', '/api/admin/invoices'],
      ['GET', '/api/admin/dashboard'],
      ['GET', '/api/admin/settings'],
    ],
    mayNot: [
      ['GET', '/api/admin/products/1'],
      ['POST', '/api/admin/products', {}],
      ['PUT', '/api/admin/products/1/sale', {}],
      ['GET', '/api/admin/categories'],
      ['POST', '/api/admin/settings', {}],
      ['PUT', '/api/settings/hero_main_title', { value: 'Sızma' }],
      ['PUT', '/api/admin/customers/1/price-group', {}],
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/users', {}],
    ],
  },
  catalogue: {
    may: [
      ['GET', '/api/admin/products'],
      ['GET', '/api/admin/categories'],
      ['GET', '/api/admin/price-groups'],
      ['GET', '/api/admin/promotions'],
      ['PUT', '/api/settings/hero_main_title', { value: 'Kablo ve pano' }],
    ],
    mayNot: [
      ['GET', '/api/admin/orders'],
      ['GET', '/api/admin/orders/{order}'],
      ['GET', '/api/admin/customers'],
      ['GET', '/api/admin/customers/u1'],
      ['GET', '/api/admin/invoices'],
      ['GET', '/api/admin/contacts'],
      ['PUT', '/api/settings/company_name', { value: 'Sızma' }],
      ['POST', '/api/admin/settings', {}],
      ['GET', '/api/admin/users'],
    ],
  },
};

describe.each(backends)('the role table (%s)', (backend) => {
  const shop = useShopUnderTest(backend);

  it('has an entry for every admin route the app mounts, and for settings writes', () => {
    // Settings are read by everyone; only their writes are guarded.
    const mounted = createApi(shop.server.ctx)['~routes'];
    const guarded = mounted
      .map((r) => ({ method: r.method || '*', route: r.route ?? '' }))
      .filter((r) => r.route.startsWith('/api/admin') || (r.route.startsWith('/api/settings') && r.method !== 'GET'));
    expect(guarded.length).toBeGreaterThan(80);
    const missing = guarded.filter((r) => !roleRuleOf(r.method, r.route)).map((r) => `${r.method} ${r.route}`);
    expect(missing, 'routes without a line in api/shared/admin-roles.ts').toEqual([]);
  });

  it('answers each role as the table says, 403 in Turkish with nothing changed where it may not', async () => {
    const { admin: owner } = await adminAndCustomerTokens(shop.db.sql);
    const { id: orderId } = await insertDayOrder(shop.db.sql, {
      number: `RT${backend.toUpperCase()}1`,
      status: 'processing',
      createdAt: '2026-11-20T09:00:00Z',
      paidAt: '2026-11-20T09:01:00Z',
      lines: [{ name: 'NYM Kablo 3x2,5', unit: 'metre', quantity: 50, unitPrice: '31.40' }],
    });
    const call = async (token: string, [method, path, body]: Call) => {
      const res = await fetch(shop.server.url + path.replace('{order}', String(orderId)), {
        method,
        headers: { ...bearer(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { message?: string } };
    };
    const settingsBefore = await shop.db
      .sql`SELECT key, value FROM settings WHERE key <> 'hero_main_title' ORDER BY key`;
    for (const [role, { may, mayNot }] of Object.entries(SAMPLE)) {
      const { token } = await staffSession(shop.server.url, owner, role as AdminRole);
      for (const c of may) expect((await call(token, c)).status, `${role}: ${c[0]} ${c[1]}`).toBeLessThan(300);
      for (const c of mayNot) {
        const answer = await call(token, c);
        expect(answer, `${role}: ${c[0]} ${c[1]}`).toEqual({ status: 403, body: { message: FORBIDDEN } });
      }
    }
    expect(await shop.db.sql`SELECT key, value FROM settings WHERE key <> 'hero_main_title' ORDER BY key`).toEqual(
      settingsBefore,
    );
    // The owner may call every one of them (any refusal is the route's own, never the role's).
    const all = Object.values(SAMPLE).flatMap((s) => [...s.may, ...s.mayNot]);
    for (const c of all) expect((await call(owner, c)).status, `owner: ${c[0]} ${c[1]}`).not.toBe(403);
  });
});
