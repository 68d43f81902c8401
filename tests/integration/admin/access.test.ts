import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, runsOn } from '../../helpers/databases.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';
import { adminAndCustomerTokens, bearer, form, pngFile } from '../../helpers/admin-session.ts';
import { createApi } from '#api/app.ts';
import type { Database } from '#db/connection.ts';

const backends = runsOn('pglite');

/** Counts of everything an admin route could write. */
async function footprint(server: TestServer) {
  const [row] = await server.ctx.sql`
    SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM categories)::int AS categories,
           (SELECT count(*) FROM catalogs)::int AS catalogs, (SELECT count(*) FROM company_references)::int AS refs,
           (SELECT count(*) FROM settings)::int AS settings, (SELECT count(*) FROM contact_messages WHERE is_read)::int AS read,
           (SELECT count(*) FROM order_status_history)::int AS history`;
  return { ...row, files: (await server.ctx.uploads.getKeys()).length };
}

describe.each(backends)('admin access matrix (%s)', (backend) => {
  let db: Database;
  let server: TestServer;
  let tokens: Awaited<ReturnType<typeof adminAndCustomerTokens>>;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    server = await startTestServer(db);
    tokens = await adminAndCustomerTokens(db.sql);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('answers every admin route 401 without or with a garbage token and 403 for a customer, storing nothing', async () => {
    const api = createApi(server.ctx);
    const routes = api['~routes']
      .filter((r) => r.route?.startsWith('/api/admin'))
      .map((r) => ({ method: r.method ?? 'GET', path: r.route!.replace(/:id/g, '1') }));
    routes.push({ method: 'PUT', path: '/api/settings/hero_main_title' });
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const before = await footprint(server);
    const image = await pngFile();
    for (const { method, path } of routes) {
      for (const [who, headers, status] of [
        ['nobody', {}, 401],
        ['garbage', bearer('x'.repeat(32)), 401],
        ['customer', bearer(tokens.customer), 403],
      ] as const) {
        const writes = method !== 'GET' && method !== 'DELETE';
        const body = writes
          ? form({
              name: 'Sızma',
              slug: 'sizma',
              basePrice: '1',
              stockQuantity: '1',
              minOrderQuantity: '1',
              title: 'x',
              companyName: 'x',
              key: 'company_name',
              value: 'x',
              images: image,
              logo: image,
            })
          : undefined;
        const res = await fetch(server.url + path, { method, headers, body });
        expect(res.status, `${method} ${path} as ${who}`).toBe(status);
        expect((await res.json()).message, `${method} ${path} as ${who}`).toBeTruthy();
      }
    }
    expect(await footprint(server)).toEqual(before);
  });

  it('lets the admin through', async () => {
    const res = await fetch(`${server.url}/api/admin/categories`, { headers: bearer(tokens.admin) });
    expect(res.status).toBe(200);
    expect(Array.isArray(await res.json())).toBe(true);
  });
});
