import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestDatabase, runsOn } from '../helpers/databases.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { call, freshIp, guestSession, type CallOptions } from '../helpers/api-calls.ts';
import { registerCustomer } from '../helpers/account-fixtures.ts';
import { insertProduct, insertVariantProduct } from '../helpers/catalogue-rows.ts';
import { CART_MESSAGES } from '#api/schemas/cart.ts';
import { QUICK_ORDER_MESSAGES as m } from '#api/schemas/quick-order.ts';
import type { Database } from '#db/connection.ts';

const backends = runsOn('pglite');

describe.each(backends)('quick order (%s)', (backend) => {
  let db: Database;
  let server: TestServer;
  const api = (method: string, path: string, options: CallOptions = {}) =>
    call(server.url, method, path, { ip: freshIp(), ...options });
  const quickAdd = (lines: unknown, options: CallOptions = {}) =>
    api('POST', '/api/cart/quick-add', { session: guestSession(), body: { lines }, ...options });
  const cartLines = async (options: CallOptions) =>
    (
      (await api('GET', '/api/cart', options)).json.items as {
        productName: string;
        variantName: string | null;
        quantity: number;
      }[]
    ).map((i) => [i.productName, i.variantName, i.quantity]);

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    server = await startTestServer(db, { TRUST_PROXY: 'true' });
    await insertProduct(db.sql, {
      name: 'NYM Kablo 3x2,5',
      sku: 'NYM-3X2,5',
      price: '46.90',
      stock: 500,
      unit: 'metre',
    });
    await insertProduct(db.sql, {
      name: 'Kablo Kanalı 16',
      sku: 'KANAL-16',
      price: '12.00',
      stock: 500,
      unit: 'metre',
      minOrder: 10,
    });
    await insertProduct(db.sql, { name: 'LED Panel', sku: 'LED-I', price: '300.00', stock: 40 });
    await insertProduct(db.sql, { name: 'Işıklı Anahtar', sku: 'IŞIK-10', price: '55.00', stock: 40 });
    await insertProduct(db.sql, { name: 'Eski Ürün', sku: 'ESKI-1', price: '10.00', stock: 10, active: false });
    await insertVariantProduct(db.sql, { name: 'Otomatik Sigorta', sku: 'SIG', price: '85.00', stock: 70 }, [
      { name: 'B16', sku: 'SIG-B16', price: '85.50', stock: 50 },
      { name: 'C25', sku: 'SIG-C25', price: '99.00', stock: 20 },
      { name: 'D63', sku: 'SIG-D63', price: '250.00', stock: 5, active: false },
    ]);
    await insertProduct(db.sql, { name: 'Buat Büyük', sku: 'BUAT-A', price: '5.00', stock: 10 });
    await insertProduct(db.sql, { name: 'Buat Küçük', sku: 'buat-a', price: '4.00', stock: 10 });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('adds the good lines, whatever their case, and says in Turkish why each bad line was left out', async () => {
    const session = guestSession();
    const res = await quickAdd(
      [
        { sku: 'nym-3x2,5', quantity: 120 },
        { sku: ' sig-b16 ', quantity: 2 },
        { sku: 'led-i', quantity: 3 },
        { sku: 'ışık-10', quantity: 1 },
        { sku: 'YOK-999', quantity: 1 },
        { sku: 'ESKI-1', quantity: 1 },
        { sku: 'SIG-D63', quantity: 1 },
        { sku: 'KANAL-16', quantity: 5 },
        { sku: 'SIG-C25', quantity: 21 },
        { sku: 'SIG', quantity: 1 },
        { sku: 'LED-I', quantity: 'abc' },
        { sku: 'LED-I', quantity: 1.5 },
        { sku: 'LED-I', quantity: 0 },
        { sku: '', quantity: 1 },
        { sku: 'Buat-A', quantity: 1 },
        { sku: 'LED-I', quantity: 38 },
      ],
      { session },
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      added: [
        { line: 1, sku: 'NYM-3X2,5', quantity: 120 },
        { line: 2, sku: 'SIG-B16', quantity: 2 },
        { line: 3, sku: 'LED-I', quantity: 3 },
        { line: 4, sku: 'IŞIK-10', quantity: 1 },
      ],
      errors: [
        { line: 5, sku: 'YOK-999', message: m.unknownCode },
        { line: 6, sku: 'ESKI-1', message: CART_MESSAGES.productUnavailable },
        { line: 7, sku: 'SIG-D63', message: CART_MESSAGES.variantUnavailable },
        { line: 8, sku: 'KANAL-16', message: CART_MESSAGES.belowMinimum(10, 'metre') },
        { line: 9, sku: 'SIG-C25', message: CART_MESSAGES.outOfStock },
        { line: 10, sku: 'SIG', message: m.variantCodeNeeded(['SIG-B16', 'SIG-C25']) },
        { line: 11, sku: 'LED-I', message: m.quantityInvalid },
        { line: 12, sku: 'LED-I', message: m.quantityInvalid },
        { line: 13, sku: 'LED-I', message: m.quantityInvalid },
        { line: 14, sku: '', message: m.codeMissing },
        { line: 15, sku: 'Buat-A', message: m.ambiguousCode },
        // 3 already in the cart from line 3: 41 would pass the stock of 40.
        { line: 16, sku: 'LED-I', message: CART_MESSAGES.outOfStock },
      ],
    });
    expect(await cartLines({ session })).toEqual([
      ['NYM Kablo 3x2,5', null, 120],
      ['Otomatik Sigorta', 'B16', 2],
      ['LED Panel', null, 3],
      ['Işıklı Anahtar', null, 1],
    ]);
  });

  it('puts nothing in the cart when every line is bad, and an exact spelling settles two codes that differ by case', async () => {
    const session = guestSession();
    const res = await quickAdd(
      [
        { sku: 'YOK', quantity: 1 },
        { sku: 'SIG-C25', quantity: 999 },
      ],
      { session },
    );
    expect(res.json.added).toEqual([]);
    expect(res.json.errors).toHaveLength(2);
    expect(await cartLines({ session })).toEqual([]);
    const exact = await quickAdd([{ sku: 'buat-a', quantity: 2 }], { session });
    expect(exact.json).toEqual({ added: [{ line: 1, sku: 'buat-a', quantity: 2 }], errors: [] });
    expect(await cartLines({ session })).toEqual([['Buat Küçük', null, 2]]);
  });

  it("adds to a signed-in customer's cart", async () => {
    const customer = await registerCustomer(server.url);
    const res = await quickAdd([{ sku: 'SIG-C25', quantity: 4 }], { session: undefined, token: customer.token });
    expect(res.json).toEqual({ added: [{ line: 1, sku: 'SIG-C25', quantity: 4 }], errors: [] });
    expect(await cartLines({ token: customer.token })).toEqual([['Otomatik Sigorta', 'C25', 4]]);
  });

  it('refuses more than 200 lines, a malformed body and a missing session, changing nothing', async () => {
    const session = guestSession();
    const many = Array.from({ length: 201 }, () => ({ sku: 'LED-I', quantity: 1 }));
    expect(await quickAdd(many, { session })).toEqual({ status: 400, json: { message: m.tooManyLines } });
    expect(await quickAdd([], { session })).toEqual({ status: 400, json: { message: m.noLines } });
    expect((await quickAdd('LED-I', { session })).status).toBe(400);
    expect((await quickAdd([{ quantity: 1 }], { session })).json).toEqual({ message: m.linesInvalid });
    expect(
      (await api('POST', '/api/cart/quick-add', { body: { lines: [{ sku: 'LED-I', quantity: 1 }] } })).status,
    ).toBe(400);
    expect(await cartLines({ session })).toEqual([]);
  });

  it('takes 200 lines in one request', async () => {
    await db.sql`
      INSERT INTO products (name, slug, base_price, stock_quantity, sku)
      SELECT 'Toplu Ürün ' || n, 'toplu-urun-' || n, 1, 100, 'TOPLU-' || n FROM generate_series(1, 200) AS n`;
    const session = guestSession();
    const started = performance.now();
    const res = await quickAdd(
      Array.from({ length: 200 }, (_, i) => ({ sku: `toplu-${i + 1}`, quantity: 2 })),
      { session },
    );
    console.log(`quick-add of 200 lines (${backend}): ${Math.round(performance.now() - started)} ms`);
    expect(res.json.errors).toEqual([]);
    expect(res.json.added).toHaveLength(200);
    expect((await api('GET', '/api/cart', { session })).json.totalItems).toBe(400);
  });

  describe('from a file', () => {
    const upload = async (bytes: Uint8Array<ArrayBuffer>, name: string, session: string) => {
      const form = new FormData();
      form.append('file', new File([bytes], name));
      const res = await fetch(`${server.url}/api/cart/quick-add/file`, {
        method: 'POST',
        headers: { 'x-session-id': session, 'x-forwarded-for': freshIp() },
        body: form,
      });
      return { status: res.status, json: await res.json() };
    };

    it('reads a CSV with a header row, numbering lines as the file does', async () => {
      const session = guestSession();
      const csv = 'Ürün kodu;Ürün adı;Adet\nSIG-B16;Sigorta;3\n\nYOK-1;?;2\nLED-I;Panel;1,5\n';
      const res = await upload(new TextEncoder().encode(csv), 'liste.csv', session);
      expect(res).toEqual({
        status: 200,
        json: {
          added: [{ line: 2, sku: 'SIG-B16', quantity: 3 }],
          errors: [
            { line: 4, sku: 'YOK-1', message: m.unknownCode },
            { line: 5, sku: 'LED-I', message: m.quantityInvalid },
          ],
        },
      });
      expect(await cartLines({ session })).toEqual([['Otomatik Sigorta', 'B16', 3]]);
    });

    it('reads an XLSX without a header row', async () => {
      const session = guestSession();
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Sipariş');
      sheet.addRow(['NYM-3X2,5', 100]);
      sheet.addRow(['KANAL-16', 20]);
      const res = await upload(new Uint8Array(await book.xlsx.writeBuffer()), 'liste.xlsx', session);
      expect(res.json).toEqual({
        added: [
          { line: 1, sku: 'NYM-3X2,5', quantity: 100 },
          { line: 2, sku: 'KANAL-16', quantity: 20 },
        ],
        errors: [],
      });
    });

    it('refuses a file that is not a spreadsheet, and one over 200 lines', async () => {
      const session = guestSession();
      const pdf = new TextEncoder().encode('%PDF-1.4\u0000\u0001binary');
      expect((await upload(pdf, 'x.pdf', session)).status).toBe(400);
      const long = Array.from({ length: 201 }, (_, i) => `TOPLU-${i + 1};1`).join('\n');
      expect(await upload(new TextEncoder().encode(long), 'uzun.csv', session)).toEqual({
        status: 400,
        json: { message: m.tooManyLines },
      });
      expect(await cartLines({ session })).toEqual([]);
    });
  });
});
