import { beforeAll, describe, expect, it } from 'vitest';
import { runsOn } from '../../helpers/databases.ts';
import { useShopUnderTest } from '../../helpers/shop-under-test.ts';
import { adminAndCustomerTokens, bearer } from '../../helpers/admin-session.ts';
import { insertSheetProducts } from '../../helpers/product-sheet.ts';
import { sheetMessages } from '#api/schemas/product-sheet.ts';

// Both databases: the barcode's uniqueness is held by each table's unique index and the advisory
// lock the channels screen and the import share.
const backends = runsOn('both');

// Issue 51, decision 0434: the product sheet carries the Trendyol channel, a 'barcode' and a
// 'trendyol' (evet/hayır) column for product rows and variant rows, by the channels screen's rules.
describe.each(backends)('product spreadsheet: the Trendyol columns (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  let admin = '';
  let cable = 0;
  let breaker = 0;

  const importFile = async (body: string | Uint8Array<ArrayBuffer>, name = 'u.csv', skipBadRows = false) => {
    const form = new FormData();
    form.append('file', new File([body], name));
    if (skipBadRows) form.append('skipBadRows', 'true');
    const res = await fetch(`${shop.server.url}/api/admin/products/import`, {
      method: 'POST',
      headers: bearer(admin),
      body: form,
    });
    return { status: res.status, json: await res.json() };
  };
  const exportFile = async (format: 'csv' | 'xlsx') =>
    new Uint8Array(
      await (
        await fetch(`${shop.server.url}/api/admin/products/export.${format}`, { headers: bearer(admin) })
      ).arrayBuffer(),
    );
  /** Every item's 'SKU barcode listed' (products without variants, and variants). */
  const items = async () =>
    (
      await shop.db.sql<{ line: string }[]>`
        SELECT i.sku || ' ' || coalesce(i.barcode, '-') || ' ' || coalesce(l.listed, false)::text AS line
        FROM (SELECT p.id AS product_id, NULL::int AS variant_id, p.sku, p.barcode FROM products p
                WHERE NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)
              UNION ALL SELECT v.product_id, v.id, v.sku, v.barcode FROM product_variants v) i
        LEFT JOIN channel_listings l ON l.channel = 'trendyol' AND l.product_id = i.product_id
          AND coalesce(l.variant_id, 0) = coalesce(i.variant_id, 0)
        ORDER BY 1`
    ).map((r) => r.line);
  const putChannels = async (id: number, body: object) => {
    const res = await fetch(`${shop.server.url}/api/admin/products/${id}/channels`, {
      method: 'PUT',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
  };

  beforeAll(async () => {
    const sql = shop.db.sql;
    admin = (await adminAndCustomerTokens(sql)).admin;
    const products = await insertSheetProducts(sql);
    [cable, breaker] = [products.cable.id, products.breaker.id];
    const [c16, c20] = products.breaker.variantIds;
    await putChannels(cable, { items: [{ variantId: null, barcode: '8690000000017', trendyol: true }] });
    await putChannels(breaker, {
      items: [
        { variantId: c16, barcode: '8690000000024', trendyol: true },
        { variantId: c20, barcode: '8690000000031', trendyol: false },
      ],
    });
  });

  it('exports each row’s barcode and evet/hayır, and an export imports back unchanged', async () => {
    const lines = new TextDecoder().decode(await exportFile('csv')).split('\r\n');
    expect(lines[0]).toMatch(/;height_cm;barcode;trendyol$/);
    expect(lines.find((l) => l.startsWith('KAB-1;'))).toMatch(/;8690000000017;evet$/);
    expect(lines.find((l) => l.startsWith('SIG-16;'))).toMatch(/;8690000000024;evet$/);
    expect(lines.find((l) => l.startsWith('SIG-20;'))).toMatch(/;8690000000031;hayır$/);

    const before = await items();
    expect(before).toEqual(['KAB-1 8690000000017 true', 'SIG-16 8690000000024 true', 'SIG-20 8690000000031 false']);
    for (const format of ['csv', 'xlsx'] as const) {
      const { status, json } = await importFile(await exportFile(format), `u.${format}`);
      expect(status).toBe(200);
      expect(json).toMatchObject({ created: 0, updated: 0, unchanged: 3, errors: [] });
      expect(await items()).toEqual(before);
    }
  });

  it('sets barcodes and the channel from the file, a product row and a variant row alike', async () => {
    const { status, json } = await importFile(
      'sku;barcode;Trendyol\nKAB-1;8690000000017;hayır\nSIG-20;8690000000048;evet\nYENI-1;8690000000055;evet',
    );
    // YENI-1 is a new product without a name: its row is refused, and with it the whole file.
    expect(status).toBe(422);
    expect(json.errors.map((e: { row: number }) => e.row)).toEqual([4]);
    expect(await items()).toEqual([
      'KAB-1 8690000000017 true',
      'SIG-16 8690000000024 true',
      'SIG-20 8690000000031 false',
    ]);
    const done = await importFile(
      'sku;product_name;price;stock;barcode;Trendyol\nKAB-1;;;;8690000000017;hayır\nSIG-20;;;;8690000000048;evet\n' +
        'YENI-1;Yeni Priz;10,00;5;8690000000055;evet',
    );
    expect(done.json).toMatchObject({ created: 1, updated: 2, errors: [] });
    expect(await items()).toEqual([
      'KAB-1 8690000000017 false',
      'SIG-16 8690000000024 true',
      'SIG-20 8690000000048 true',
      'YENI-1 8690000000055 true',
    ]);
  });

  it('refuses a barcode twice in the file, or another item’s, in Turkish, and saves nothing of that row', async () => {
    const before = await items();
    const file =
      'sku;price;barcode;trendyol\nKAB-1;111,00;8690000000062;evet\nSIG-16;222,00;8690000000062;hayır\n' +
      'SIG-20;333,00;8690000000055;hayır';
    const refused = await importFile(file);
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(sheetMessages.notApplied(2));
    expect(refused.json.errors).toEqual([
      { row: 3, column: 'barcode', message: sheetMessages.barcodeTwice('8690000000062', 2) },
      { row: 4, column: 'barcode', message: sheetMessages.barcodeTaken('8690000000055', 'Yeni Priz') },
    ]);
    expect(await items()).toEqual(before);

    // Skipping the bad rows: the good row is written, the refused rows' prices and channel stay.
    const skipped = await importFile(file, 'u.csv', true);
    expect(skipped.json).toMatchObject({ updated: 1, skipped: 2 });
    expect(await items()).toEqual([
      'KAB-1 8690000000062 true',
      'SIG-16 8690000000024 true',
      'SIG-20 8690000000048 true',
      'YENI-1 8690000000055 true',
    ]);
    const prices = await shop.db.sql<{ sku: string; price: string }[]>`
      SELECT sku, base_price::text AS price FROM products WHERE id = ${cable}
      UNION ALL SELECT sku, price::text FROM product_variants WHERE product_id = ${breaker} ORDER BY sku`;
    expect(prices).toEqual([
      { sku: 'KAB-1', price: '111.00' },
      { sku: 'SIG-16', price: '50.00' },
      { sku: 'SIG-20', price: '60.00' },
    ]);
  });

  it('refuses Trendyol without a barcode and a flag that is not evet/hayır', async () => {
    const { json } = await importFile('sku;barcode;trendyol\nSIG-16;;evet\nSIG-20;8690000000048;belki');
    expect(json.errors).toEqual([
      { row: 2, column: 'barcode', message: sheetMessages.barcodeNeeded },
      { row: 3, column: 'trendyol', message: sheetMessages.trendyol },
    ]);
  });
});
