import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, runsOn } from '../../helpers/databases.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';
import { adminAndCustomerTokens, bearer, form } from '../../helpers/admin-session.ts';
import type { Database } from '#db/connection.ts';
import type { ProductEditorState } from '#api/schemas/admin-product-editor.ts';
import { editorMessages } from '#api/schemas/admin-product-editor.ts';

// The product dialog's one save (issue 50, decision 0407): fields, variants, pricing, sales,
// measures and technical values in one transaction; a refusal anywhere saves nothing.
const backends = runsOn('both');

describe.each(backends)('the product dialog saves once (%s)', (backend) => {
  let db: Database;
  let server: TestServer;
  let token: string;
  const ids = { category: 0, group: 0, section: 0, curve: 0 };

  const send = (method: string, path: string, body?: FormData) =>
    fetch(server.url + path, { method, headers: bearer(token), body });
  const inAnHour = new Date(Date.now() + 60 * 60 * 1000).toISOString();
  const inAWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();
  const fields = (sections: unknown, extra: Record<string, string> = {}) =>
    form({
      name: 'Otomatik Sigorta C Tipi',
      slug: 'otomatik-sigorta-c',
      basePrice: '318',
      stockQuantity: '0',
      minOrderQuantity: '2',
      unit: 'adet',
      categories: JSON.stringify([ids.category]),
      variants: JSON.stringify([
        { name: 'C16', price: '318', stockQuantity: 10, sku: 'OS-C16', isActive: true },
        { name: 'C25', price: '88.529,28', stockQuantity: 4, sku: 'OS-C25', isActive: true },
      ]),
      sections: JSON.stringify(sections),
      ...extra,
    });
  const count = async (table: string) =>
    (await db.sql`SELECT count(*)::int AS n FROM ${db.sql(table)}`)[0]!.n as number;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    server = await startTestServer(db);
    ({ admin: token } = await adminAndCustomerTokens(db.sql));
    const [category] = await db.sql<{ id: number }[]>`
      INSERT INTO categories (name, slug) VALUES ('Sigortalar', 'sigortalar') RETURNING id`;
    const [group] = await db.sql<{ id: number }[]>`
      INSERT INTO price_groups (name, discount_percent) VALUES ('Bayi', 10) RETURNING id`;
    const [section] = await db.sql<{ id: number }[]>`
      INSERT INTO attributes (code, name, kind, unit) VALUES ('rated_current', 'Anma Akımı', 'number', 'A') RETURNING id`;
    const [curve] = await db.sql<{ id: number }[]>`
      INSERT INTO attributes (code, name, kind) VALUES ('curve', 'Açma Eğrisi', 'choice') RETURNING id`;
    await db.sql`INSERT INTO attribute_choices (attribute_id, code, label, position) VALUES (${curve!.id}, 'c', 'C', 1)`;
    Object.assign(ids, { category: category!.id, group: group!.id, section: section!.id, curve: curve!.id });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  let saved: ProductEditorState;

  it('creates a product with its variants, group price, tier, order step, sale, measures and values at once', async () => {
    const res = await send(
      'POST',
      '/api/admin/products/all',
      fields({
        orderStep: 2,
        groupPrices: [{ priceGroupId: ids.group, variant: 1, price: '80.000,00' }],
        tiers: [{ variant: 0, priceGroupId: null, minQuantity: 10, unitPrice: '300,50' }],
        sales: [{ variant: 0, salePrice: '279', startsAt: new Date().toISOString(), endsAt: inAWeek }],
        dimensions: { weightKg: '0,12', widthCm: '2', lengthCm: '9', heightCm: '7' },
        attributes: [
          { attributeId: ids.curve, variant: null, value: 'c' },
          { attributeId: ids.section, variant: 0, value: '16' },
          { attributeId: ids.section, variant: 1, value: '25' },
        ],
      }),
    );
    expect(res.status).toBe(201);
    saved = await res.json();
    const [c16, c25] = saved.product.variants;
    expect(c25!.price).toBe('88529.28');
    expect(saved.pricing).toMatchObject({
      minOrderQuantity: 2,
      orderStep: 2,
      groupPrices: [{ priceGroupId: ids.group, variantId: c25!.id, price: '80000.00' }],
      tiers: [{ variantId: c16!.id, priceGroupId: null, minQuantity: 10, unitPrice: '300.50' }],
    });
    // The sale started at once: the stored price (what the shop charges) is the sale's.
    expect(c16!.price).toBe('279.00');
    expect(saved.sales).toEqual([
      expect.objectContaining({ variantId: c16!.id, salePrice: '279.00', regularPrice: '318.00', running: true }),
    ]);
    expect(saved.dimensions).toEqual({ weightKg: 0.12, widthCm: 2, lengthCm: 9, heightCm: 7 });
    expect(saved.attributeValues).toEqual([
      { attributeId: ids.curve, variantId: null, value: 'c' },
      { attributeId: ids.section, variantId: c16!.id, value: '16' },
      { attributeId: ids.section, variantId: c25!.id, value: '25' },
    ]);
    expect(saved.version).toMatch(/^[0-9a-f]{32}$/);
    const again: ProductEditorState = await (await send('GET', `/api/admin/products/${saved.product.id}/all`)).json();
    expect(again).toEqual(saved);
  });

  it('saves nothing when one technical value is bad: no product, no variant, no sale', async () => {
    const before = await Promise.all(['products', 'product_variants', 'product_sales'].map(count));
    const res = await send(
      'POST',
      '/api/admin/products/all',
      fields(
        {
          sales: [{ variant: 0, salePrice: '279', startsAt: inAnHour, endsAt: inAWeek }],
          attributes: [{ attributeId: ids.section, variant: 0, value: 'on altı' }],
        },
        { slug: 'otomatik-sigorta-c-2', variants: JSON.stringify([{ name: 'C10', price: '300', stockQuantity: 1 }]) },
      ),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/Anma Akımı/);
    expect(await Promise.all(['products', 'product_variants', 'product_sales'].map(count))).toEqual(before);
  });

  it('saves nothing of an edit when a value is refused after the fields and the sale were written', async () => {
    const id = saved.product.id;
    const variants = saved.product.variants.map((v) => ({ ...v, stockBase: v.stockQuantity }));
    const res = await send(
      'PUT',
      `/api/admin/products/${id}/all`,
      fields(
        {
          version: saved.version,
          sales: [{ variant: 0, salePrice: null }],
          dimensions: { weightKg: '1', widthCm: '', lengthCm: '', heightCm: '' },
          attributes: [{ attributeId: ids.curve, variant: null, value: 'z' }],
        },
        { name: 'Değişmemeli', slug: 'otomatik-sigorta-c', variants: JSON.stringify(variants) },
      ),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/Açma Eğrisi/);
    const now: ProductEditorState = await (await send('GET', `/api/admin/products/${id}/all`)).json();
    expect(now).toEqual(saved);
  });

  it('refuses to overwrite a product changed elsewhere since the dialog loaded it, unless told to', async () => {
    const id = saved.product.id;
    // Another tab changes the measures.
    const other = await fetch(`${server.url}/api/admin/products/${id}/dimensions`, {
      method: 'PUT',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ weightKg: '5' }),
    });
    expect(other.status).toBe(200);
    const variants = JSON.stringify(saved.product.variants.map((v) => ({ ...v, stockBase: v.stockQuantity })));
    const stale = await send(
      'PUT',
      `/api/admin/products/${id}/all`,
      fields({ version: saved.version }, { name: 'Yeni Ad', variants }),
    );
    expect(stale.status).toBe(409);
    expect((await stale.json()).message).toBe(editorMessages.changedElsewhere);
    const forced = await send(
      'PUT',
      `/api/admin/products/${id}/all`,
      fields({ version: saved.version, force: true }, { name: 'Yeni Ad', variants }),
    );
    expect(forced.status).toBe(200);
    const state: ProductEditorState = await forced.json();
    expect(state.product.name).toBe('Yeni Ad');
    // Only the sections sent are written: the other tab's measures stay.
    expect(state.dimensions.weightKg).toBe(5);
    expect(state.version).not.toBe(saved.version);
  });

  it('refuses a minimum that is not a multiple of the order step, and a section naming no variant', async () => {
    const id = saved.product.id;
    const current: ProductEditorState = await (await send('GET', `/api/admin/products/${id}/all`)).json();
    const variants = JSON.stringify(current.product.variants.map((v) => ({ ...v, stockBase: v.stockQuantity })));
    const odd = await send('PUT', `/api/admin/products/${id}/all`, fields({}, { minOrderQuantity: '3', variants }));
    expect(odd.status).toBe(400);
    expect((await odd.json()).message).toBe(
      'Minimum sipariş, sipariş katının bir katı olmalıdır (ör. kat 100 ise 100, 200…)',
    );
    const nowhere = await send(
      'PUT',
      `/api/admin/products/${id}/all`,
      fields({ tiers: [{ variant: 5, minQuantity: 10, unitPrice: '1' }] }, { variants }),
    );
    expect(nowhere.status).toBe(400);
    expect((await nowhere.json()).message).toBe(editorMessages.variantPosition);
    const bad = await send('PUT', `/api/admin/products/${id}/all`, fields({}, { sections: '{nope' }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe(editorMessages.sectionsInvalid);
  });

  it('says a sale no longer runs once a price written since replaced it: the dialog shows what the shop charges', async () => {
    // Issue 50: a dialog loaded before the sale started sends the old list price (318) back.
    const current: ProductEditorState = await (await send('GET', `/api/admin/products/${saved.product.id}/all`)).json();
    const [c16] = current.product.variants;
    expect(current.sales[0]).toMatchObject({ running: true, overridden: false, salePrice: '279.00' });
    const variants = current.product.variants.map((v) => ({
      ...v,
      price: v.id === c16!.id ? '318' : v.price,
      stockBase: v.stockQuantity,
    }));
    const res = await send(
      'PUT',
      `/api/admin/products/${saved.product.id}/all`,
      fields({ version: current.version }, { variants: JSON.stringify(variants) }),
    );
    expect(res.status).toBe(200);
    const after: ProductEditorState = await res.json();
    const charged = after.product.variants.find((v) => v.id === c16!.id)!.price;
    expect(charged).toBe('318.00');
    // Not 'indirimde ₺279' beside a ₺318 charge: the sale is reported replaced, with no 'before' price.
    expect(after.sales[0]).toMatchObject({ running: false, overridden: true, compareAtPrice: null });
  });
});
