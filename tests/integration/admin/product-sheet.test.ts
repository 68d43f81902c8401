import { describe, expect, it } from 'vitest';
import { runsOn } from '../../helpers/databases.ts';
import { useShopUnderTest } from '../../helpers/shop-under-test.ts';
import { adminAndCustomerTokens, bearer, pngFile } from '../../helpers/admin-session.ts';
import { importSheet } from '../../helpers/product-sheet.ts';
import { storeImage } from '#api/storage/images.ts';
import ExcelJS from 'exceljs';
import { sheetMessages } from '#api/schemas/product-sheet.ts';

const backends = runsOn('pglite');

const HEADER =
  'sku;product_name;variant_name;category_path;brand;price;stock;vat_rate;min_order_quantity;active;description;images';
/**
 * The export's columns: the import's above, the order step (decision 0284), the shipping measures
 * (decision 0314) and the Trendyol channel's (decision 0434).
 */
const EXPORT_HEADER =
  'sku;product_name;variant_name;category_path;brand;price;stock;vat_rate;min_order_quantity;order_step;active;description;images;weight_kg;width_cm;length_cm;height_cm;barcode;trendyol';

describe.each(backends)('product spreadsheet import and export (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  let token = '';
  const auth = async () => (token ||= (await adminAndCustomerTokens(shop.db.sql)).admin);

  async function importFile(
    body: string | Uint8Array<ArrayBuffer>,
    fields: Record<string, string> = {},
    name = 'urunler.csv',
  ) {
    return importSheet(shop.server.url, await auth(), new File([body], name), fields);
  }
  const snapshot = async () => shop.db.sql`
    SELECT p.name, p.sku, p.base_price::text, p.stock_quantity, p.vat_rate, p.is_active, p.brand,
      (SELECT json_agg(json_build_object('sku', v.sku, 'name', v.name, 'price', v.price::text, 'stock', v.stock_quantity) ORDER BY v.sort_order, v.id)
        FROM product_variants v WHERE v.product_id = p.id)::text AS variants,
      (SELECT string_agg(c.name, ',' ORDER BY c.name) FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = p.id) AS categories
    FROM products p ORDER BY p.id`;

  const firstFile =
    '\uFEFF' +
    [
      HEADER,
      'NYM-3X25;Prysmian NYM Kablo 3x2,5 mm²;;Kablolar > NYM Kablolar;;1.249,90;40;20;1;evet;"Antigron; TSE belgeli";',
      'TTR-100;Öznur TTR Kablo;2x1,5 mm²;Kablolar > TTR Kablolar;;21,75;300;20;10;evet;;',
      'TTR-101;Öznur TTR Kablo;2x2,5 mm²;Kablolar > TTR Kablolar;;34,5;150;20;10;evet;;',
    ].join('\r\n');

  it('a dry run reports what would change and writes nothing', async () => {
    const before = await snapshot();
    const { status, json } = await importFile(firstFile, { dryRun: 'true' });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      created: 3,
      updated: 0,
      unchanged: 0,
      errors: [],
      categoriesCreated: 3,
      dryRun: true,
    });
    expect(await snapshot()).toEqual(before);
    expect((await shop.db.sql`SELECT count(*)::int AS n FROM categories`)[0]!.n).toBe(0);
  });

  it('creates products, variants and category paths from a ; CSV with BOM and decimal commas', async () => {
    const { status, json } = await importFile(firstFile);
    expect(status).toBe(200);
    expect(json).toMatchObject({ created: 3, updated: 0, unchanged: 0, errors: [] });
    const rows = await snapshot();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      name: 'Prysmian NYM Kablo 3x2,5 mm²',
      sku: 'NYM-3X25',
      base_price: '1249.90',
      stock_quantity: 40,
      brand: 'Prysmian',
      categories: 'NYM Kablolar',
    });
    expect(JSON.parse(rows[1]!.variants)).toEqual([
      { sku: 'TTR-100', name: '2x1,5 mm²', price: '21.75', stock: 300 },
      { sku: 'TTR-101', name: '2x2,5 mm²', price: '34.50', stock: 150 },
    ]);
    const tree = await shop.db
      .sql`SELECT c.name, p.name AS parent FROM categories c LEFT JOIN categories p ON p.id = c.parent_id ORDER BY c.id`;
    expect(tree.map((c) => [c.name, c.parent])).toEqual([
      ['Kablolar', null],
      ['NYM Kablolar', 'Kablolar'],
      ['TTR Kablolar', 'Kablolar'],
    ]);
  });

  it('updates by SKU from a , CSV with only the columns it names, adding a variant to the product of that name', async () => {
    const file = [
      'sku,price,stock,product_name,variant_name',
      'TTR-100,"22,90",280,Öznur TTR Kablo,2x1,5 mm²',
      'NYM-3X25,1299.5,40,Prysmian NYM Kablo 3x2,5 mm²,',
      'TTR-102,"52,40",75,Öznur TTR Kablo,2x4 mm²',
    ].join('\n');
    // Quoted cells keep their commas; the unquoted "2x1,5" would split, so the file quotes nothing else with commas.
    const fixed = file
      .replace('Öznur TTR Kablo,2x1,5 mm²', 'Öznur TTR Kablo,"2x1,5 mm²"')
      .replace('Prysmian NYM Kablo 3x2,5 mm²,', '"Prysmian NYM Kablo 3x2,5 mm²",');
    const { status, json } = await importFile(fixed);
    expect(json).toMatchObject({ created: 1, updated: 2, unchanged: 0, errors: [] });
    expect(status).toBe(200);
    const rows = await snapshot();
    expect(rows[0]).toMatchObject({ base_price: '1299.50', categories: 'NYM Kablolar', vat_rate: 20 });
    expect(JSON.parse(rows[1]!.variants).map((v: { sku: string; price: string }) => [v.sku, v.price])).toEqual([
      ['TTR-100', '22.90'],
      ['TTR-101', '34.50'],
      ['TTR-102', '52.40'],
    ]);
  });

  it('writes nothing when one row is bad, and reports each bad cell in Turkish', async () => {
    const before = await snapshot();
    const file = [
      HEADER,
      'TTR-100;Öznur TTR Kablo;2x1,5 mm²;;;19,90;10;;;;;',
      'YENI-1;;;;;10;5;;;;;',
      'TTR-101;Öznur TTR Kablo;2x2,5 mm²;;;on lira;-3;18;;belki;;',
    ].join('\n');
    const { status, json } = await importFile(file);
    expect(status).toBe(422);
    expect(json.message).toBe('Dosyada 5 hata var; hiçbir değişiklik yapılmadı');
    expect(json.errors).toEqual([
      { row: 3, column: 'product_name', message: 'Yeni ürün için ürün adı zorunludur' },
      { row: 4, column: 'price', message: 'Fiyat geçerli bir tutar olmalıdır (ör. 1249,90)' },
      { row: 4, column: 'stock', message: 'Stok 0 veya daha büyük bir tam sayı olmalıdır' },
      { row: 4, column: 'vat_rate', message: 'KDV oranı 0, 1, 10 veya 20 olmalıdır' },
      { row: 4, column: 'active', message: 'Aktif sütunu "evet" veya "hayır" olmalıdır' },
    ]);
    expect(await snapshot()).toEqual(before);
    const skipped = await importFile(file, { skipBadRows: 'true' });
    expect(skipped.status).toBe(200);
    expect(skipped.json).toMatchObject({ updated: 1, skipped: 2 });
    expect(JSON.parse((await snapshot())[1]!.variants)[0].price).toBe('19.90');
  });

  it('refuses image addresses and unknown image names, accepts the name of an uploaded image', async () => {
    const url = await storeImage(shop.server.ctx.uploads, Buffer.from(await (await pngFile()).arrayBuffer()));
    const name = url.split('/').at(-1)!;
    const bad = await importFile(
      ['sku;images', 'NYM-3X25;https://example.com/a.jpg', 'TTR-100;yok-800.webp'].join('\n'),
    );
    expect(bad.json.errors).toEqual([
      { row: 2, column: 'images', message: 'Görsel adresi verilemez; görseli önce yükleyip adını yazın' },
      { row: 3, column: 'images', message: 'Görsel bulunamadı: yok-800.webp' },
    ]);
    const good = await importFile(`sku;images\nNYM-3X25;${name}\n`);
    expect(good.json).toMatchObject({ updated: 1, errors: [] });
    expect((await shop.db.sql`SELECT url FROM product_images`).map((r) => r.url)).toEqual([url]);
  });

  it('uploads images on their own and answers the names an import row may use', async () => {
    const form = new FormData();
    form.append('images', await pngFile('priz.png', '#0f766e'));
    const res = await fetch(`${shop.server.url}/api/admin/uploads/images`, {
      method: 'POST',
      headers: bearer(await auth()),
      body: form,
    });
    expect(res.status).toBe(200);
    const [stored] = await res.json();
    expect(stored).toMatchObject({ file: 'priz.png', name: expect.stringMatching(/^[0-9a-f]+-800\.webp$/) });
    const { json } = await importFile(`sku;images\nTTR-101;${stored.name}\n`, { dryRun: 'true' });
    expect(json).toMatchObject({ updated: 1, errors: [] });
    const empty = await fetch(`${shop.server.url}/api/admin/uploads/images`, {
      method: 'POST',
      headers: bearer(await auth()),
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
  });

  it('reads tab-separated Windows-1254 files', async () => {
    const text = 'sku\tproduct_name\tprice\tstock\nSIG-16\tŞalter Sigorta 16 A\t89,90\t12\n';
    const encoded = new Uint8Array(
      [...text].map((c) => ({ Ş: 0xde, ş: 0xfe, İ: 0xdd, ı: 0xfd, Ğ: 0xd0, ğ: 0xf0 })[c] ?? c.charCodeAt(0)),
    );
    const { json } = await importFile(encoded);
    expect(json).toMatchObject({ created: 1, errors: [] });
    expect((await shop.db.sql`SELECT name FROM products WHERE sku = 'SIG-16'`)[0]!.name).toBe('Şalter Sigorta 16 A');
  });

  it.each(['csv', 'xlsx'])('exports %s that imports back with no changes', async (format) => {
    const res = await fetch(`${shop.server.url}/api/admin/products/export.${format}`, {
      headers: bearer(await auth()),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      new RegExp(`attachment; filename="urunler-\\d{4}-\\d\\d-\\d\\d\\.${format}"`),
    );
    const body = new Uint8Array(await res.arrayBuffer());
    if (format === 'csv') {
      const text = new TextDecoder().decode(body);
      expect([...body.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(text.split('\r\n')[0]).toBe(EXPORT_HEADER);
      expect(text).toContain(
        'NYM-3X25;Prysmian NYM Kablo 3x2,5 mm²;;Kablolar > NYM Kablolar;Prysmian;1299,50;40;20;1;1;evet;"Antigron; TSE belgeli";/uploads/img/',
      );
      expect(text).toContain('\r\nTTR-101;Öznur TTR Kablo;2x2,5 mm²;;;34,50;150;20;10;1;evet;;;;;;;;hayır\r\n');
    }
    const before = await snapshot();
    const { json } = await importFile(body, {}, `urunler.${format}`);
    expect(json).toMatchObject({ created: 0, updated: 0, unchanged: 5, errors: [] });
    expect(await snapshot()).toEqual(before);
  });

  it('imports and exports the shipping measures, refusing bad ones per row and changing nothing', async () => {
    const before = await snapshot();
    const bad = await importFile(
      'sku;weight_kg;width_cm;length_cm;height_cm\nTTR-100;-1;;;\nTTR-101;;30;20;\nNYM-3X25;;30,55;20;10',
    );
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toEqual([
      { row: 2, column: 'weight_kg', message: sheetMessages.weightKg },
      { row: 3, column: 'width_cm', message: sheetMessages.dimensionsIncomplete },
      { row: 4, column: 'width_cm', message: sheetMessages.dimension },
    ]);
    expect(await snapshot()).toEqual(before);
    const { json } = await importFile('sku;weight_kg;width_cm;length_cm;height_cm\nNYM-3X25;12,5;40;40;20');
    expect(json).toMatchObject({ updated: 1, errors: [] });
    const [row] = await shop.db.sql`
      SELECT weight_kg::text, width_cm::text, length_cm::text, height_cm::text FROM products WHERE sku = 'NYM-3X25'`;
    expect(row).toEqual({ weight_kg: '12.500', width_cm: '40.0', length_cm: '40.0', height_cm: '20.0' });
    const res = await fetch(`${shop.server.url}/api/admin/products/export.csv`, { headers: bearer(await auth()) });
    const body = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(body)).toMatch(/\r\nNYM-3X25;[^\r]*;12,500;40,0;40,0;20,0;;hayır\r\n/);
    // The export imports back unchanged, measures included.
    expect((await importFile(body)).json).toMatchObject({ created: 0, updated: 0, errors: [] });
    await shop.db.sql`UPDATE products SET weight_kg = NULL, width_cm = NULL, length_cm = NULL, height_cm = NULL`;
  });

  it('imports order steps, refusing a minimum off its step with a row error', async () => {
    const before = await snapshot();
    const bad = await importFile('sku;min_order_quantity;order_step\nTTR-100;150;100\nNYM-3X25;;7');
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toEqual([
      { row: 2, column: 'order_step', message: sheetMessages.minNotAStep },
      { row: 3, column: 'order_step', message: sheetMessages.minNotAStep },
    ]);
    expect(await snapshot()).toEqual(before);
    const dry = await importFile('sku;order_step\nTTR-100;5', { dryRun: 'true' });
    expect(dry.json).toMatchObject({ updated: 1, errors: [], dryRun: true });
    expect((await importFile('sku;order_step\nTTR-100;abc')).json.errors).toEqual([
      { row: 2, column: 'order_step', message: sheetMessages.orderStep },
    ]);
    const { json } = await importFile('sku;min_order_quantity;order_step\nTTR-100;200;100');
    expect(json).toMatchObject({ updated: 1, errors: [] });
    const [row] = await shop.db
      .sql`SELECT min_order_quantity, order_step FROM products WHERE sku IS NULL AND name = 'Öznur TTR Kablo'`;
    expect(row).toEqual({ min_order_quantity: 200, order_step: 100 });
    await shop.db.sql`UPDATE products SET min_order_quantity = 10, order_step = 1 WHERE name = 'Öznur TTR Kablo'`;
  });

  it('refuses an XLSX sheet with a cell in column XFD with 400 and the limits, changing nothing', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Ürünler');
    sheet.addRow(['sku', 'stock']);
    sheet.addRow(['NYM-3X25', 1]);
    sheet.getCell('XFD2').value = ' ';
    const before = await snapshot();
    const { status, json } = await importFile(new Uint8Array(await book.xlsx.writeBuffer()), {}, 'urunler.xlsx');
    expect(status).toBe(400);
    expect(json).toEqual({ message: sheetMessages.sheetTooWide });
    expect(await snapshot()).toEqual(before);
  });
});
