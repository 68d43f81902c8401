// Adds a large generated catalogue to the configured database. An entry point like the
// server's: it wires configuration and the upload store into the seeds, which take them as parameters.
//   node db/seed/large-cli.ts [count]     (default 10000; DATA_DIR / DATABASE_URL as for the app)
import { loadConfig } from '#api/core/config.ts';
import { keepNewFilesPrivate } from '#api/core/private-files.ts';
import { openDatabase } from '../connection.ts';
import { migrate } from '../migrate.ts';
import { seedLarge } from './large.ts';
import { seedDemo } from './demo.ts';
import { createUploadStore } from '#api/storage/upload-store.ts';
import { seedMedia } from '#api/storage/seed-media.ts';

keepNewFilesPrivate(); // the shop's files are its user's alone (decision 0255)

const count = Number.parseInt(process.argv[2] ?? '10000', 10);
if (!Number.isInteger(count) || count < 1) {
  console.error('Usage: node db/seed/large-cli.ts [product count]');
  process.exit(1);
}

const config = loadConfig();
const db = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
try {
  await migrate(db.sql);
  // On a fresh database the demo shop comes first, so the large catalogue has its categories and images.
  await seedDemo(db.sql, seedMedia(createUploadStore(config)));
  const started = performance.now();
  await seedLarge(db.sql, { products: count });
  const seconds = (performance.now() - started) / 1000;
  const [totals] = await db.sql<{ products: number; variants: number }[]>`
    SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM product_variants)::int AS variants`;
  console.log(
    `Added ${count} products in ${seconds.toFixed(1)} s (${db.kind}); now ${totals!.products} products, ${totals!.variants} variants.`,
  );
} finally {
  await db.close();
}
