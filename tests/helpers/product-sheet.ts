import { bearer, form } from './admin-session.ts';
import { insertProduct, insertVariantProduct } from './catalogue-rows.ts';
import type { Sql } from '#db/connection.ts';

// The product spreadsheet over the admin API (POST /api/admin/products/import, GET …/export.csv|xlsx),
// for the tests of the import, the export and what they carry.

/** Uploads `file` to the import as the admin, with these form fields (e.g. `dryRun`); status and answer. */
export async function importSheet(url: string, token: string, file: File, fields: Record<string, string> = {}) {
  const res = await fetch(`${url}/api/admin/products/import`, {
    method: 'POST',
    headers: bearer(token),
    body: form({ file, ...fields }),
  });
  return { status: res.status, json: await res.json() };
}

/** The product sheet as the export gives it to the admin. */
export async function exportSheet(
  url: string,
  token: string,
  format: 'csv' | 'xlsx',
): Promise<Uint8Array<ArrayBuffer>> {
  const res = await fetch(`${url}/api/admin/products/export.${format}`, { headers: bearer(token) });
  return new Uint8Array(await res.arrayBuffer());
}

/** What the sheet tests export and import: a cable sold by itself and a breaker in two variants, each with its code. */
export async function insertSheetProducts(sql: Sql) {
  const cable = await insertProduct(sql, { name: 'NYM Kablo 3x2,5', price: '100.00', stock: 50, sku: 'KAB-1' });
  const breaker = await insertVariantProduct(sql, { name: 'Otomatik Sigorta', sku: 'SIG' }, [
    { name: 'C16', price: '50.00', stock: 10, sku: 'SIG-16' },
    { name: 'C20', price: '60.00', stock: 10, sku: 'SIG-20' },
  ]);
  return { cable, breaker };
}
