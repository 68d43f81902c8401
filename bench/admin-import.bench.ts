// Catalogue import and export at scale (issue 16): 10,000 new variants imported from a CSV,
// then an update of all of them, then a CSV and XLSX export of 30,000 rows; time and peak RSS,
// on PGlite and (when the server answers) PostgreSQL. Goals: import < 30 s each, export < 5 s.
//   node --expose-gc bench/admin-import.bench.ts
import { createStorage } from 'unstorage';
import { openDatabase, type Database } from '#db/connection.ts';
import { migrate } from '#db/migrate.ts';
import type { UploadStore } from '#api/storage/upload-store.ts';
import { importProducts } from '#api/services/catalogue/sheet/import-products.ts';
import { exportCsv, exportXlsx } from '#api/services/catalogue/sheet/export-products.ts';
import { freshServerDatabase } from './catalogue.ts';

const MB = 1024 * 1024;

/** `variants` rows, four variants per product, in `prefix`'s own category; `bump` shifts every price. */
function csv(prefix: string, variants: number, bump: number): Uint8Array {
  const lines = ['sku;product_name;variant_name;category_path;price;stock;vat_rate;active'];
  for (let i = 0; i < variants; i++) {
    const product = Math.floor(i / 4);
    lines.push(
      `${prefix}-${i};${prefix} Kablo ${product};${(i % 4) + 1}x2,5 mm²;Kablolar > ${prefix} Kabloları;${10 + (i % 500) + bump},${String(i % 100).padStart(2, '0')};${i % 300};20;evet`,
    );
  }
  return new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`);
}

/** Runs `work` and reports its time and the highest RSS seen while it ran. */
async function measure<T>(label: string, work: () => Promise<T>): Promise<T> {
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  console.log(
    `${label.padEnd(44)} ${seconds.toFixed(2).padStart(6)} s   RSS ${(base / MB).toFixed(0)} → peak ${(peak / MB).toFixed(0)} MB`,
  );
  return result;
}

async function drain(stream: ReadableStream<Uint8Array>): Promise<number> {
  let bytes = 0;
  for await (const chunk of stream) bytes += chunk.byteLength;
  return bytes;
}

/**
 * The same machine is shared by other work, so each backend also times a fixed floor: 10,000
 * variant rows of 2,500 products written with plain multi-row INSERTs (the triggers included),
 * into a scratch catalogue, rolled back. Import time / floor says what the import itself adds.
 */
async function floor(db: Database): Promise<number> {
  const started = performance.now();
  await db.sql
    .begin(async (tx) => {
      for (let part = 0; part < 3; part++) {
        const rows = Array.from({ length: part < 2 ? 1000 : 500 }, (_, i) => ({
          name: `Floor ${part}-${i}`,
          slug: `floor-${part}-${i}`,
          base_price: '10.00',
        }));
        const ids = await tx<{ id: number }[]>`INSERT INTO products ${tx(rows)} RETURNING id`;
        for (let v = 0; v < 4; v++) {
          await tx`INSERT INTO product_variants ${tx(ids.map((r) => ({ product_id: r.id, name: `${v + 1}x2,5`, price: '10.00', stock_quantity: 5 })))}`;
        }
      }
      throw new Error('rollback');
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.message === 'rollback')) throw error;
    });
  return (performance.now() - started) / 1000;
}

async function benchBackend(db: Database) {
  await migrate(db.sql);
  console.log(
    `\n${db.kind}: floor (plain INSERTs of 2,500 products + 10,000 variants) ${(await floor(db)).toFixed(2)} s`,
  );
  const store = createStorage() as UploadStore;
  const options = { dryRun: false, skipBadRows: false };
  const first = await measure('import 10,000 new variants (2,500 products)', () =>
    importProducts(db.sql, store, csv('BENCH', 10_000, 0), options),
  );
  const second = await measure('import again, every price changed', () =>
    importProducts(db.sql, store, csv('BENCH', 10_000, 1), options),
  );
  const dry = await measure('dry run of the same file (nothing changes)', () =>
    importProducts(db.sql, store, csv('BENCH', 10_000, 1), { ...options, dryRun: true }),
  );
  console.log(
    `  counts: created ${first.created}, updated ${second.updated}, dry run unchanged ${dry.unchanged}, errors ${first.errors.length + second.errors.length}`,
  );
  await importProducts(db.sql, store, csv('MORE', 20_000, 0), options);
  const csvBytes = await measure('export.csv, 30,000 rows', () => drain(exportCsv(db.sql)));
  const xlsxBytes = await measure('export.xlsx, 30,000 rows', () => drain(exportXlsx(db.sql)));
  console.log(`  export sizes: CSV ${(csvBytes / MB).toFixed(1)} MB, XLSX ${(xlsxBytes / MB).toFixed(1)} MB`);
}

const embedded = await openDatabase({});
try {
  await benchBackend(embedded);
} finally {
  await embedded.close();
}
const server = await freshServerDatabase();
if (!server) console.log('\npostgres: no server at BENCH_DATABASE_URL, skipped');
else {
  try {
    await benchBackend(server.db);
  } finally {
    await server.drop();
  }
}
