import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { runsOn } from '../../helpers/databases.ts';
import { useShopUnderTest } from '../../helpers/shop-under-test.ts';
import { adminAndCustomerTokens, bearer } from '../../helpers/admin-session.ts';
import { exportSheet, importSheet, insertSheetProducts } from '../../helpers/product-sheet.ts';
import { choiceAttribute, defineAttribute } from '../../helpers/attribute-fixtures.ts';
import { sheetMessages } from '#api/schemas/product-sheet.ts';

const backends = runsOn('both');

// Issue 47, decision 0387: the product sheet carries technical values as 'özellik:<code>' columns,
// product and variant values alike, and an export imports back to the same values.
describe.each(backends)('product spreadsheet: attribute columns (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  let admin = '';

  const importFile = async (
    body: string | Uint8Array<ArrayBuffer>,
    name = 'u.csv',
    fields: Record<string, string> = {},
  ) => importSheet(shop.server.url, admin, new File([body], name), fields);
  const exportFile = (format: 'csv' | 'xlsx') => exportSheet(shop.server.url, admin, format);
  /** Every stored value as 'SKU(product or variant)/code=value', where it is stored. */
  const stored = async () =>
    (
      await shop.db.sql<{ line: string }[]>`
        SELECT coalesce(v.sku, p.sku) || CASE WHEN v.id IS NULL THEN '(ürün)' ELSE '' END || '/' || a.code || '=' || pav.value AS line
        FROM product_attribute_values pav JOIN attributes a ON a.id = pav.attribute_id
        JOIN products p ON p.id = pav.product_id LEFT JOIN product_variants v ON v.id = pav.variant_id
        ORDER BY 1`
    ).map((r) => r.line);

  beforeAll(async () => {
    const sql = shop.db.sql;
    admin = (await adminAndCustomerTokens(sql)).admin;
    const define = (body: object) => defineAttribute(shop.server.url, admin, body);
    const section = await define({ code: 'kesit', name: 'Kesit', kind: 'number', unit: 'mm²' });
    const curve = await define(choiceAttribute('egri', 'Açma Eğrisi', ['B', 'C']));
    const current = await define({ code: 'akim', name: 'Anma Akımı', kind: 'number', unit: 'A' });
    const poles = await define({ code: 'kutup', name: 'Kutup Sayısı', kind: 'number' });
    const halogen = await define({ code: 'halojensiz', name: 'Halojensiz', kind: 'boolean' });
    const { cable, breaker } = await insertSheetProducts(sql);
    const [v16, v20] = breaker.variantIds;
    const put = async (id: number, values: object[]) => {
      const res = await fetch(`${shop.server.url}/api/admin/products/${id}/attributes`, {
        method: 'PUT',
        headers: { ...bearer(admin), 'content-type': 'application/json' },
        body: JSON.stringify({ values }),
      });
      expect(res.status).toBe(200);
    };
    const v = (attributeId: number, value: unknown, variantId: number | null = null) => ({
      attributeId,
      variantId,
      value,
    });
    await put(cable.id, [v(section, '2,5'), v(halogen, false)]);
    await put(breaker.id, [
      v(curve, 'c'),
      v(current, 16, v16!),
      v(current, 20, v20!),
      v(poles, 1, v16!),
      v(poles, 1, v20!),
      v(halogen, true, v16!),
    ]);
  });

  it('exports one column per attribute with decimal commas, choice codes and evet/hayır', async () => {
    const lines = new TextDecoder().decode(await exportFile('csv')).split('\r\n');
    expect(lines[0]).toMatch(
      /;height_cm;barcode;trendyol;özellik:kesit;özellik:egri;özellik:akim;özellik:kutup;özellik:halojensiz$/,
    );
    expect(lines.find((l) => l.startsWith('KAB-1;'))).toMatch(/;2,5;;;;hayır$/);
    expect(lines.find((l) => l.startsWith('SIG-16;'))).toMatch(/;;c;16;1;evet$/);
    expect(lines.find((l) => l.startsWith('SIG-20;'))).toMatch(/;;c;20;1;$/);
  });

  it.each(['csv', 'xlsx'] as const)('an exported %s imports back with every value where it was', async (format) => {
    const before = await stored();
    const { status, json } = await importFile(await exportFile(format), `u.${format}`);
    expect(status).toBe(200);
    expect(json).toMatchObject({ created: 0, updated: 0, unchanged: 3, errors: [] });
    expect(await stored()).toEqual(before);
  });

  it('sets and removes values from a file, product and variant rows alike', async () => {
    const file = 'sku;özellik:kesit;Özellik: egri;özellik:akim\r\nKAB-1;4;;\r\nSIG-16;;b;16\r\nSIG-20;;b;25\r\n';
    const before = await stored();
    const dry = await importFile(file, 'u.csv', { dryRun: 'true' });
    expect(dry.json).toMatchObject({ created: 0, updated: 3, unchanged: 0, errors: [] });
    expect(await stored()).toEqual(before);
    const { status, json } = await importFile(file);
    expect(status).toBe(200);
    expect(json).toMatchObject({ created: 0, updated: 3, unchanged: 0, errors: [] });
    // Both variants agree on the curve: it is the product's; the currents differ: each variant's.
    expect((await stored()).sort()).toEqual(
      [
        'KAB-1(ürün)/halojensiz=false',
        'KAB-1(ürün)/kesit=4',
        'SIG(ürün)/egri=b',
        'SIG-16/akim=16',
        'SIG-16/halojensiz=true',
        'SIG-16/kutup=1',
        'SIG-20/akim=25',
        'SIG-20/kutup=1',
      ].sort(),
    );
  });

  it('reports bad values as the row’s errors under their column and saves nothing', async () => {
    const before = await stored();
    const file = 'sku;özellik:kesit;özellik:egri;özellik:halojensiz;price\r\nKAB-1;iki;;;120\r\nSIG-16;;z;belki;\r\n';
    const { status, json } = await importFile(file);
    expect(status).toBe(422);
    expect(json.errors).toEqual([
      { row: 2, column: 'özellik:kesit', message: "'Kesit' için 'iki' bir sayı değil (ör. 2,5)" },
      { row: 3, column: 'özellik:egri', message: "'Açma Eğrisi' için 'z' seçeneklerden biri değil" },
      {
        row: 3,
        column: 'özellik:halojensiz',
        message: "'Halojensiz' için değer evet veya hayır (true/false) olmalıdır",
      },
    ]);
    expect(await stored()).toEqual(before);
    expect((await shop.db.sql`SELECT base_price::text AS p FROM products WHERE sku = 'KAB-1'`)[0]!.p).toBe('100.00');
    const unknown = await importFile('sku;özellik:renk\r\nKAB-1;mavi\r\n');
    expect(unknown).toMatchObject({
      status: 400,
      json: { message: sheetMessages.unknownAttributeColumn('özellik:renk') },
    });
  });

  it('reads an XLSX attribute number cell as the number', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Ürünler');
    sheet.addRow(['sku', 'özellik:kesit']);
    sheet.addRow(['KAB-1', 1.5]);
    const { status } = await importFile(
      new Uint8Array(await workbook.xlsx.writeBuffer()) as Uint8Array<ArrayBuffer>,
      'u.xlsx',
    );
    expect(status).toBe(200);
    expect(await stored()).toContain('KAB-1(ürün)/kesit=1.5');
  });

  it.each(['csv', 'xlsx'] as const)(
    'an exported %s gives every row its values back after they were lost',
    async (format) => {
      const csvBefore = new TextDecoder().decode(await exportFile('csv'));
      const file = await exportFile(format);
      await shop.db.sql`DELETE FROM product_attribute_values`;
      const { status, json } = await importFile(file, `u.${format}`);
      expect(status).toBe(200);
      expect(json.errors).toEqual([]);
      expect(new TextDecoder().decode(await exportFile('csv'))).toBe(csvBefore);
    },
  );
});
