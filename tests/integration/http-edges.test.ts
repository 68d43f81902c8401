import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { runsOn, createTestDatabase } from '../helpers/databases.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { call, guestSession } from '../helpers/api-calls.ts';
import { insertCart, insertProduct, sameAsBillingForm, stockOf } from '../helpers/checkout-fixtures.ts';
import type { Database } from '#db/connection.ts';
import { UNSTORABLE_TEXT_MESSAGE } from '#api/shared/client-json.ts';
import { adminAndCustomerTokens, bearer, form } from '../helpers/admin-session.ts';

const backends = runsOn('pglite');

describe('HTTP headers on every answer', () => {
  let db: Database;
  let plain: TestServer;
  let https: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    db = await createTestDatabase('pglite');
    plain = await startTestServer(db);
    https = await startTestServer(db, { PUBLIC_SITE_URL: 'https://www.ornek-elektrik.com.tr' });
    proxied = await startTestServer(db, { TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all([plain?.close(), https?.close(), proxied?.close()]);
    await db?.close();
  });

  it.each([
    ['API JSON', '/api/health'],
    ['an API error', '/api/yok-boyle-bir-adres'],
    ['an upload that is not there', '/uploads/yok.png'],
    ['the site while no build exists', '/'],
  ])('%s: nosniff and a referrer policy, no HSTS over plain HTTP', async (_, path) => {
    const res = await fetch(plain.url + path);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('answers HEAD on the API like GET, without a body', async () => {
    const get = await fetch(plain.url + '/api/payment/mode');
    const head = await fetch(plain.url + '/api/payment/mode', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(head.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await head.text()).toBe('');
  });

  it('refuses an address and headers over 16 KB in Turkish JSON, and goes on serving', async () => {
    const res = await fetch(`${plain.url}/api/settings/${'a'.repeat(3000)}?q=${'x'.repeat(15_000)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual({ message: 'İstek adresi veya başlıkları çok uzun' });
    expect((await fetch(`${plain.url}/api/health`)).status).toBe(200);
  });

  it('refuses a request line the parser cannot read in Turkish JSON', async () => {
    const socket = connect(Number(new URL(plain.url).port), '127.0.0.1');
    socket.end('GET /api/health HTTP/9 x\r\n\r\n');
    let raw = '';
    for await (const chunk of socket) raw += String(chunk);
    expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(raw.slice(raw.indexOf('\r\n\r\n') + 4)).toBe(JSON.stringify({ message: 'Geçersiz istek' }));
  });

  it('sends HSTS when the public address is https', async () => {
    const res = await fetch(`${https.url}/api/health`);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('believes X-Forwarded-Proto only from a trusted proxy', async () => {
    const viaProxy = await fetch(`${proxied.url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers.get('strict-transport-security')).toMatch(/^max-age=/);
    const fromClient = await fetch(`${plain.url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(fromClient.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('Turkish validation messages that say what is wrong', () => {
  const shop = useShopUnderTest('pglite');
  const checkoutForm = (extra: Record<string, unknown>) => ({ ...sameAsBillingForm(), ...extra });

  it.each([
    [
      'checkout: a 150-character name',
      '/api/checkout/create',
      checkoutForm({ customerName: 'A'.repeat(150) }),
      'Ad en fazla 120 karakter olabilir',
    ],
    [
      'checkout: a 300-character company name',
      '/api/checkout/create',
      checkoutForm({ companyName: 'F'.repeat(300) }),
      'Firma adı en fazla 200 karakter olabilir',
    ],
    [
      'checkout: a 600-character address',
      '/api/checkout/create',
      checkoutForm({ billingAddress: 'x'.repeat(600) }),
      'Fatura adresi en fazla 500 karakter olabilir',
    ],
    ['checkout: notes as a number', '/api/checkout/create', checkoutForm({ notes: 5 }), 'Sipariş notu geçersiz'],
    [
      'register: a 60-character username',
      '/api/auth/register',
      {
        username: 'k'.repeat(60),
        email: 'a@ornek.com.tr',
        password: 'Kavun-Lamba-7',
        fullName: 'Ayşe',
        kvkkConsent: true,
      },
      'Kullanıcı adı en fazla 50 karakter olabilir',
    ],
    [
      'contact: the honeypot as an object',
      '/api/contact',
      { name: 'Ayşe', email: 'a@ornek.com.tr', subject: 'genel', message: 'Merhaba', website: {} },
      'Geçersiz istek',
    ],
  ])('%s', async (_, path, body, message) => {
    const res = await call(shop.server.url, 'POST', path, { body, session: guestSession() });
    expect(res).toEqual({ status: 400, json: { message } });
    expect(message).not.toMatch(/en az/);
  });
});

describe.each(backends)('a NUL character in what the client sends (%s)', (backend) => {
  const shop = useShopUnderTest(backend);

  it('refuses it in a query or a body with 400 in Turkish, and stores nothing', async () => {
    const listing = await fetch(`${shop.server.url}/api/products?brands=%00`);
    expect(listing.status).toBe(400);
    expect(await listing.json()).toEqual({ message: UNSTORABLE_TEXT_MESSAGE });

    const before = await shop.db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM contact_messages`;
    const res = await call(shop.server.url, 'POST', '/api/contact', {
      body: {
        name: 'Ayşe\u0000',
        email: 'a@ornek.com.tr',
        subject: 'genel',
        message: 'Merhaba, fiyat alabilir miyim?',
      },
      session: guestSession(),
    });
    expect(res).toEqual({ status: 400, json: { message: UNSTORABLE_TEXT_MESSAGE } });
    const after = await shop.db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM contact_messages`;
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  // JSON can spell half of a character (`\ud800` without its pair); no UTF-8 text can hold it.
  it('refuses half a character in a body with 400 in Turkish, and orders nothing', async () => {
    const productId = await insertProduct(shop.db.sql, { stock: 5 });
    const session = guestSession();
    await insertCart(shop.db.sql, { sessionId: session }, [{ productId, quantity: 1 }]);
    const form = JSON.stringify({ ...sameAsBillingForm(), notes: 'Kapıya bırakın' });
    for (const rawBody of [form.replace('Kapıya', 'Kap\\ud800ya'), form.replace('"notes"', '"n\\udc00tes"')]) {
      const res = await call(shop.server.url, 'POST', '/api/checkout/create', { rawBody, session });
      expect(res).toEqual({ status: 400, json: { message: UNSTORABLE_TEXT_MESSAGE } });
    }
    expect(await stockOf(shop.db.sql, 'products', productId)).toBe(5);
    expect(await shop.db.sql`SELECT id FROM orders WHERE session_id = ${session}`).toHaveLength(0);
    // A whole character spelled as its pair of escapes is text like any other.
    const paired = await call(shop.server.url, 'POST', '/api/checkout/create', {
      rawBody: form.replace('Kapıya', 'Kapıya \\ud83d\\udce6'),
      session,
    });
    expect(paired.status).toBe(200);
    const [order] = await shop.db.sql`SELECT notes FROM orders WHERE session_id = ${session}`;
    expect(order!.notes).toBe('Kapıya 📦 bırakın');
  });

  // Issue 48: JSON that travels inside a form field (a product's variants) reached PostgreSQL's
  // jsonb with the half character and answered 500.
  it("refuses half a character in a form field's JSON (a variant's attributes) with 400 in Turkish", async () => {
    const { admin } = await adminAndCustomerTokens(shop.db.sql);
    const variant = (attributes: string) =>
      `[{"name":"B16","price":"85.50","stockQuantity":3,"sku":"SUR-B16","attributes":${attributes}}]`;
    const save = (attributes: string, slug: string) =>
      fetch(`${shop.server.url}/api/admin/products`, {
        method: 'POST',
        headers: bearer(admin),
        body: form({
          name: 'Sigorta',
          slug,
          basePrice: '85.00',
          stockQuantity: '3',
          minOrderQuantity: '1',
          unit: 'adet',
          variants: variant(attributes),
        }),
      });
    for (const attributes of ['{"\\ud800":"\\udc00"}', '{"Akım":"16\\ud800A"}']) {
      const res = await save(attributes, 'yarim-karakter');
      expect({ status: res.status, json: await res.json() }).toEqual({
        status: 400,
        json: { message: UNSTORABLE_TEXT_MESSAGE },
      });
    }
    expect(await shop.db.sql`SELECT id FROM products WHERE slug = 'yarim-karakter'`).toHaveLength(0);
    // A whole character spelled as its pair of escapes is kept.
    expect((await save('{"Simge":"\\u26a1\\ud83d\\udd0c"}', 'butun-karakter')).status).toBe(201);
    const [row] = await shop.db.sql<{ attributes: Record<string, string> }[]>`
      SELECT v.attributes FROM product_variants v JOIN products p ON p.id = v.product_id WHERE p.slug = 'butun-karakter'`;
    expect(row!.attributes).toEqual({ Simge: '⚡🔌' });
  });
});
