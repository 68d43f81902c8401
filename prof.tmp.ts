import { createStorage } from 'unstorage';
import { openDatabase } from './db/connection.ts';
import { migrate } from './db/migrate.ts';
import { readSheet } from './api/services/catalogue/sheet/read-sheet.ts';
import { checkRows } from './api/services/catalogue/sheet/sheet-rows.ts';
import { planImport } from './api/services/catalogue/sheet/import-plan.ts';
import { writePlan } from './api/services/catalogue/sheet/import-write.ts';
function csv(prefix: string, variants: number, bump: number): Uint8Array {
  const lines = ['sku;product_name;variant_name;category_path;price;stock;vat_rate;active'];
  for (let i = 0; i < variants; i++) lines.push(`${prefix}-${i};${prefix} Kablo ${Math.floor(i / 4)};${(i % 4) + 1}x2,5 mm²;Kablolar > ${prefix} Kabloları;${(10 + (i % 500)) + bump},${String(i % 100).padStart(2, '0')};${i % 300};20;evet`);
  return new TextEncoder().encode(lines.join('\n'));
}
const db = await openDatabase({});
await migrate(db.sql);
let t = performance.now();
const lap = (l: string) => { const n = performance.now(); console.log(l, (n - t).toFixed(0), 'ms'); t = n; };
const sql = db.sql;
const orig = sql.begin.bind(sql);
const { rows } = checkRows(await readSheet(csv('B', 10000, 0)));
await sql.begin(async (tx) => {
  const plan = await planImport(tx, rows); lap('plan');
  const ids = await plan.categories.create(); lap('categories');
  // time each statement kind
  const origUnsafe = tx;
  await writePlan(tx, plan.products, ids); lap('write');
});
lap('commit');
await sql`ANALYZE products, product_variants, product_categories, product_images`; lap('analyze');
await db.close();
