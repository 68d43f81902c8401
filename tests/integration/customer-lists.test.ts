import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, runsOn } from '../helpers/databases.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { call, freshIp, type CallOptions } from '../helpers/api-calls.ts';
import { registerCustomer, type TestCustomer } from '../helpers/account-fixtures.ts';
import { insertProduct, insertVariantProduct } from '../helpers/catalogue-rows.ts';
import { CART_MESSAGES } from '#api/schemas/cart.ts';
import { LIST_MESSAGES } from '#api/features/lists/schemas.ts';
import type { Database } from '#db/connection.ts';

const backends = runsOn('pglite');

describe.each(backends)('saved lists (%s)', (backend) => {
  let db: Database;
  let server: TestServer;
  let ayse: TestCustomer;
  let mehmet: TestCustomer;
  let kablo: number;
  let sigorta: { id: number; variantIds: number[] };
  let priz: number;
  const api = (method: string, path: string, options: CallOptions = {}) =>
    call(server.url, method, path, { ip: freshIp(), ...options });
  const as = (who: TestCustomer, method: string, path: string, body?: unknown) =>
    api(method, path, { token: who.token, body });
  const newList = async (who: TestCustomer, name: string) =>
    (await as(who, 'POST', '/api/account/lists', { name })).json;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    server = await startTestServer(db, { TRUST_PROXY: 'true' });
    [ayse, mehmet] = [await registerCustomer(server.url), await registerCustomer(server.url)];
    kablo = (
      await insertProduct(db.sql, { name: 'NYM Kablo', sku: 'NYM-1', price: '46.90', stock: 100, unit: 'metre' })
    ).id;
    sigorta = await insertVariantProduct(db.sql, { name: 'Otomatik Sigorta', price: '85.00', stock: 70 }, [
      { name: 'B16', sku: 'SIG-B16', price: '85.50', stock: 50 },
      { name: 'C25', sku: 'SIG-C25', price: '99.00', stock: 20 },
    ]);
    priz = (await insertProduct(db.sql, { name: 'Topraklı Priz', sku: 'PRZ-1', price: '30.00', stock: 10 })).id;
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('creates, reads, renames and deletes a customer’s lists', async () => {
    const created = await as(ayse, 'POST', '/api/account/lists', { name: '  Çankaya şantiyesi ' });
    expect(created.status).toBe(201);
    expect(created.json).toEqual({
      id: expect.any(Number),
      name: 'Çankaya şantiyesi',
      shareToken: null,
      updatedAt: expect.any(String),
      lines: [],
    });
    const id = created.json.id;
    expect((await as(ayse, 'GET', '/api/account/lists')).json).toEqual([
      { id, name: 'Çankaya şantiyesi', lineCount: 0, shareToken: null, updatedAt: expect.any(String) },
    ]);
    expect((await as(ayse, 'PUT', `/api/account/lists/${id}`, { name: 'Etimesgut' })).json.name).toBe('Etimesgut');
    expect(await as(ayse, 'PUT', `/api/account/lists/${id}`, {})).toEqual({
      status: 400,
      json: { message: LIST_MESSAGES.nothingToChange },
    });
    expect(await as(ayse, 'POST', '/api/account/lists', { name: '   ' })).toEqual({
      status: 400,
      json: { message: LIST_MESSAGES.nameRequired },
    });
    expect((await as(ayse, 'DELETE', `/api/account/lists/${id}`)).json).toEqual({ success: true });
    expect((await as(ayse, 'GET', `/api/account/lists/${id}`)).status).toBe(404);
    expect((await as(ayse, 'GET', '/api/account/lists')).json).toEqual([]);
  });

  it('keeps quantities: an add adds up, `replace` sets, the cart’s rules say what may be listed', async () => {
    const { id } = await newList(ayse, 'Keçiören');
    const items = `/api/account/lists/${id}/items`;
    await as(ayse, 'POST', items, { productId: kablo, quantity: 10 });
    const twice = await as(ayse, 'POST', items, { productId: kablo, quantity: 5 });
    expect(twice.json.lines).toEqual([
      {
        productId: kablo,
        variantId: null,
        productName: 'NYM Kablo',
        variantName: null,
        sku: 'NYM-1',
        slug: expect.any(String),
        unit: 'metre',
        price: '46.90',
        priceWithVat: '56.28',
        vatRate: 20,
        quantity: 15,
        active: true,
      },
    ]);
    const replaced = await as(ayse, 'POST', items, { productId: kablo, quantity: 3, replace: true });
    expect(replaced.json.lines[0].quantity).toBe(3);
    await as(ayse, 'POST', items, { productId: sigorta.id, variantId: sigorta.variantIds[1], quantity: 2 });
    expect(await as(ayse, 'POST', items, { productId: sigorta.id, quantity: 1 })).toEqual({
      status: 400,
      json: { message: CART_MESSAGES.variantRequired },
    });
    expect(await as(ayse, 'POST', items, { productId: kablo, quantity: 9_999 })).toEqual({
      status: 400,
      json: { message: LIST_MESSAGES.quantityTooLarge },
    });
    const removed = await as(ayse, 'DELETE', items, { productId: kablo });
    expect(removed.json.lines.map((l: { sku: string; quantity: number }) => [l.sku, l.quantity])).toEqual([
      ['SIG-C25', 2],
    ]);
    expect((await as(ayse, 'DELETE', items, { productId: kablo })).status).toBe(404);
  });

  it('never lets one customer read or change another’s list, nor anyone signed out', async () => {
    const { id } = await newList(ayse, 'Gizli şantiye');
    await as(ayse, 'POST', `/api/account/lists/${id}/items`, { productId: kablo, quantity: 7 });
    const path = `/api/account/lists/${id}`;
    const attempts: [string, string, unknown?][] = [
      ['GET', path],
      ['PUT', path, { name: 'Benim', shared: true }],
      ['DELETE', path],
      ['POST', `${path}/items`, { productId: priz, quantity: 1 }],
      ['DELETE', `${path}/items`, { productId: kablo }],
      ['POST', `${path}/add-to-cart`],
    ];
    for (const [method, p, body] of attempts) {
      expect(await as(mehmet, method, p, body), `${method} ${p}`).toEqual({
        status: 404,
        json: { message: LIST_MESSAGES.listNotFound },
      });
      expect((await api(method, p, { body })).status, `${method} ${p} signed out`).toBe(401);
    }
    expect((await as(mehmet, 'GET', '/api/account/lists')).json).toEqual([]);
    const kept = (await as(ayse, 'GET', path)).json;
    expect([kept.name, kept.shareToken, kept.lines.map((l: { quantity: number }) => l.quantity)]).toEqual([
      'Gizli şantiye',
      null,
      [7],
    ]);
    expect((await as(mehmet, 'GET', '/api/cart')).json.items).toEqual([]);
  });

  it('shares a list read-only by an unguessable link, with current prices and nothing about its owner', async () => {
    const { id } = await newList(ayse, 'Paylaşılan');
    await as(ayse, 'POST', `/api/account/lists/${id}/items`, { productId: priz, quantity: 4 });
    const shared = await as(ayse, 'PUT', `/api/account/lists/${id}`, { shared: true });
    const token: string = shared.json.shareToken;
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    await db.sql`UPDATE products SET base_price = 32.50 WHERE id = ${priz}`;
    const seen = await api('GET', `/api/lists/shared/${token}`);
    expect(seen).toEqual({
      status: 200,
      json: {
        name: 'Paylaşılan',
        lines: [expect.objectContaining({ productId: priz, sku: 'PRZ-1', price: '32.50', quantity: 4 })],
      },
    });
    const text = JSON.stringify(seen.json);
    for (const personal of [ayse.email, ayse.username, 'Ayşe']) expect(text).not.toContain(personal);
    expect(Object.keys(seen.json)).toEqual(['name', 'lines']);
    // The link reads; it changes nothing and opens no other route.
    expect((await api('PUT', `/api/lists/shared/${token}`, { body: { name: 'x' } })).status).toBeGreaterThanOrEqual(
      404,
    );
    expect((await api('POST', `/api/lists/shared/${token}`, { body: {} })).status).toBeGreaterThanOrEqual(404);
    expect((await api('GET', `/api/lists/shared/${token.replace(/.$/, token.endsWith('a') ? 'b' : 'a')}`)).status).toBe(
      404,
    );
    expect((await api('GET', '/api/lists/shared/kisa')).status).toBe(404);
    // Sharing off: the old link stops working; on again: a new link.
    await as(ayse, 'PUT', `/api/account/lists/${id}`, { shared: false });
    expect((await api('GET', `/api/lists/shared/${token}`)).status).toBe(404);
    const again = (await as(ayse, 'PUT', `/api/account/lists/${id}`, { shared: true })).json.shareToken;
    expect(again).not.toBe(token);
    expect((await api('GET', `/api/lists/shared/${again}`)).status).toBe(200);
  });

  it('puts every line in the cart by the cart’s rules and reports the ones that could not go in', async () => {
    const buyer = await registerCustomer(server.url);
    const { id } = await newList(buyer, 'Tümü');
    const items = `/api/account/lists/${id}/items`;
    await as(buyer, 'POST', items, { productId: kablo, quantity: 15 });
    await as(buyer, 'POST', items, { productId: sigorta.id, variantId: sigorta.variantIds[0], quantity: 2 });
    await as(buyer, 'POST', items, { productId: sigorta.id, variantId: sigorta.variantIds[1], quantity: 50 });
    const gone = (await insertProduct(db.sql, { name: 'Kalkan Ürün', sku: 'GONE-1', price: '5.00', stock: 5 })).id;
    await as(buyer, 'POST', items, { productId: gone, quantity: 1 });
    await db.sql`UPDATE products SET is_active = false WHERE id = ${gone}`;

    const res = await as(buyer, 'POST', `/api/account/lists/${id}/add-to-cart`);
    expect(res).toEqual({
      status: 200,
      json: {
        added: [
          { line: 1, sku: 'NYM-1', quantity: 15 },
          { line: 2, sku: 'SIG-B16', quantity: 2 },
        ],
        errors: [
          { line: 3, sku: 'SIG-C25', message: CART_MESSAGES.outOfStock },
          { line: 4, sku: 'GONE-1', message: CART_MESSAGES.productUnavailable },
        ],
      },
    });
    const cart = (await as(buyer, 'GET', '/api/cart')).json;
    expect(cart.items.map((i: { productName: string; quantity: number }) => [i.productName, i.quantity])).toEqual([
      ['NYM Kablo', 15],
      ['Otomatik Sigorta', 2],
    ]);
    // The list keeps its lines and quantities.
    expect((await as(buyer, 'GET', `/api/account/lists/${id}`)).json.lines).toHaveLength(4);
    const empty = await newList(buyer, 'Boş');
    expect(await as(buyer, 'POST', `/api/account/lists/${empty.id}/add-to-cart`)).toEqual({
      status: 400,
      json: { message: LIST_MESSAGES.listEmpty },
    });
  });
});
