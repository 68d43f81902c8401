import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { runsOn } from '../../helpers/databases.ts';
import { useShopUnderTest } from '../../helpers/shop-under-test.ts';
import { adminAndCustomerTokens } from '../../helpers/admin-session.ts';
import { exportSheet, importSheet } from '../../helpers/product-sheet.ts';
import { call, freshIp } from '../../helpers/api-calls.ts';
import { customerToken } from '../../helpers/sessions.ts';
import { insertProduct } from '../../helpers/catalogue-rows.ts';
import { sheetMessages } from '#api/schemas/product-sheet.ts';

const backends = runsOn('pglite');

// The price groups' columns of the product sheet (issue 36, decision 0285): exported after
// `price`, read back by the group's name, a price sets and an empty cell removes the explicit price.

describe.each(backends)('product spreadsheet: group price columns (%s)', (backend) => {
  const shop = useShopUnderTest(backend, { TRUST_PROXY: 'true' });
  let admin = '';
  let bayiBuyer = '';
  let kablo = 0;

  beforeAll(async () => {
    const sql = shop.db.sql;
    admin = (await adminAndCustomerTokens(sql)).admin;
    const [{ id: bayi }, { id: proje }] = await sql<[{ id: number }, { id: number }]>`
      INSERT INTO price_groups (name, discount_percent) VALUES ('Bayi', 10), ('İnşaat Proje', 20) RETURNING id`;
    kablo = (await insertProduct(sql, { name: 'NYM Kablo 3x2,5', price: '100.00', stock: 50, sku: 'KAB-1' })).id;
    const sigorta = await insertProduct(sql, {
      name: 'Otomatik Sigorta',
      price: '50.00',
      variants: [
        { name: 'B16', price: '50.00', stock: 10, sku: 'SIG-B16' },
        { name: 'C25', price: '60.00', stock: 10, sku: 'SIG-C25' },
      ],
    });
    await sql`INSERT INTO product_group_prices (price_group_id, product_id, variant_id, price) VALUES
      (${bayi}, ${kablo}, NULL, 90.00), (${proje}, ${sigorta.id}, ${sigorta.variantIds[0]!}, 40.00)`;
    bayiBuyer = await customerToken(sql, 'bayi_alici');
    await sql`UPDATE users SET price_group_id = ${bayi} WHERE username = 'bayi_alici'`;
  });

  const importFile = async (
    body: string | Uint8Array<ArrayBuffer>,
    fields: Record<string, string> = {},
    name = 'u.csv',
  ) => importSheet(shop.server.url, admin, new File([body], name), fields);
  const exportFile = (format: 'csv' | 'xlsx') => exportSheet(shop.server.url, admin, format);
  /** Every explicit group price as 'SKU/group=price'. */
  const groupPrices = async () =>
    (
      await shop.db.sql<{ line: string }[]>`
        SELECT coalesce(v.sku, p.sku) || '/' || g.name || '=' || gp.price::text AS line
        FROM product_group_prices gp JOIN price_groups g ON g.id = gp.price_group_id
        JOIN products p ON p.id = gp.product_id LEFT JOIN product_variants v ON v.id = gp.variant_id
        ORDER BY 1`
    ).map((r) => r.line);
  const bayiPriceOfKablo = async () => {
    const { json } = await call(shop.server.url, 'GET', '/api/products?pageSize=100', {
      ip: freshIp(),
      token: bayiBuyer,
    });
    return json.products.find((p: { id: number }) => p.id === kablo).price as string;
  };

  it('exports one column per group after the price, with the row’s explicit price or nothing', async () => {
    const text = new TextDecoder().decode(await exportFile('csv'));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'sku;product_name;variant_name;category_path;brand;price;Grup fiyatı: Bayi;Grup fiyatı: İnşaat Proje;' +
        'stock;vat_rate;min_order_quantity;order_step;active;description;images;weight_kg;width_cm;length_cm;height_cm;barcode;trendyol',
    );
    expect(lines.find((l) => l.startsWith('KAB-1;'))).toContain(';100,00;90,00;;50;');
    expect(lines.find((l) => l.startsWith('SIG-B16;'))).toContain(';50,00;;40,00;10;');
    expect(lines.find((l) => l.startsWith('SIG-C25;'))).toContain(';60,00;;;10;');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportFile('xlsx')).buffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(5, 8)).toEqual(['price', 'Grup fiyatı: Bayi', 'Grup fiyatı: İnşaat Proje']);
    const rowOf = (sku: string) =>
      (sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(1).value === sku)!.values as unknown[]).slice(1);
    expect(rowOf('KAB-1').slice(5, 8)).toEqual([100, 90, undefined]);
    expect(rowOf('SIG-B16').slice(5, 8)).toEqual([50, undefined, 40]);
  });

  it.each(['csv', 'xlsx'] as const)('an exported %s imports back with no change', async (format) => {
    const before = await groupPrices();
    const { json } = await importFile(await exportFile(format), {}, `u.${format}`);
    expect(json).toMatchObject({ created: 0, updated: 0, unchanged: 3, errors: [] });
    expect(await groupPrices()).toEqual(before);
  });

  const changes = 'sku;Grup fiyatı: Bayi;GRUP FİYATI: inşaat proje\r\nKAB-1;85,5;\r\nSIG-B16;;\r\nSIG-C25;1.234,50;55';

  it('counts the group price changes in a dry run and writes nothing', async () => {
    const before = await groupPrices();
    const { status, json } = await importFile(changes, { dryRun: 'true' });
    expect(status).toBe(200);
    expect(json).toMatchObject({ created: 0, updated: 3, unchanged: 0, errors: [], dryRun: true });
    expect(await groupPrices()).toEqual(before);
  });

  it('sets, changes and removes group prices, and a group buyer’s listing shows the imported price', async () => {
    expect(await bayiPriceOfKablo()).toBe('90.00');
    const { status, json } = await importFile(changes);
    expect(status).toBe(200);
    expect(json).toMatchObject({ created: 0, updated: 3, unchanged: 0, errors: [] });
    expect(await groupPrices()).toEqual(['KAB-1/Bayi=85.50', 'SIG-C25/Bayi=1234.50', 'SIG-C25/İnşaat Proje=55.00']);
    expect(await bayiPriceOfKablo()).toBe('85.50');
  });

  it('reports bad group price cells with their column and writes nothing', async () => {
    const before = await groupPrices();
    const file = 'sku;Grup fiyatı: Bayi;price\nKAB-1;-5;101\nSIG-B16;1,2345;\nSIG-C25;on lira;';
    const { status, json } = await importFile(file);
    expect(status).toBe(422);
    const error = (row: number) => ({ row, column: 'Grup fiyatı: Bayi', message: sheetMessages.groupPrice });
    expect(json.errors).toEqual([error(2), error(3), error(4)]);
    expect((await importFile(file, { dryRun: 'true' })).json).toMatchObject({ errors: json.errors, updated: 0 });
    expect(await groupPrices()).toEqual(before);
    expect((await shop.db.sql`SELECT base_price::text AS p FROM products WHERE sku = 'KAB-1'`)[0]!.p).toBe('100.00');
  });

  it('refuses a column naming no group, changing nothing', async () => {
    const before = await groupPrices();
    const { status, json } = await importFile('sku;price;Grup fiyatı: Toptan\nKAB-1;120;5');
    expect(status).toBe(400);
    expect(json.message).toBe(sheetMessages.unknownGroupColumn('Grup fiyatı: Toptan'));
    expect(await groupPrices()).toEqual(before);
    expect((await shop.db.sql`SELECT base_price::text AS p FROM products WHERE sku = 'KAB-1'`)[0]!.p).toBe('100.00');
  });

  it('leaves group prices alone when the sheet has no group column', async () => {
    const before = await groupPrices();
    const { json } = await importFile('sku;price\nKAB-1;110\nSIG-C25;');
    expect(json).toMatchObject({ created: 0, updated: 1, unchanged: 1, errors: [] });
    expect(await groupPrices()).toEqual(before);
  });

  it('gives new products and variants of the same sheet their group prices', async () => {
    const file = [
      'sku;product_name;variant_name;price;stock;Grup fiyatı: Bayi',
      'YENI-1;Yeni Priz;;10;5;8,00',
      'YENI-V1;Yeni Anahtar;Beyaz;20;5;15',
      'YENI-V2;Yeni Anahtar;Krem;21;5;',
    ].join('\n');
    const { json } = await importFile(file);
    expect(json).toMatchObject({ created: 3, updated: 0, errors: [] });
    expect((await groupPrices()).filter((l) => l.startsWith('YENI'))).toEqual([
      'YENI-1/Bayi=8.00',
      'YENI-V1/Bayi=15.00',
    ]);
  });
});
