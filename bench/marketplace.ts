// Issue 51: 10,000 items listed on Trendyol whose stock all changed at once (an import sets every
// shelf figure) must reach Trendyol within 60 s, in requests of at most 1,000 items. Measured from
// the import's commit to the last batch Trendyol (a local double of its API, checking what the
// real one checks) accepted: one run of the push job. PGlite, and PostgreSQL when it answers.
import { openDatabase, type Database } from '#db/connection.ts';
import { migrate } from '#db/migrate.ts';
import { setShelfStock } from '#api/services/catalogue/held-stock.ts';
import { pushChanges } from '#api/features/marketplace/index.ts';
import { trendyolChannel } from '#api/features/marketplace/index.ts';
import { trendyolConfig } from '#api/core/trendyol-checks.ts';
import { startTrendyolDouble } from '../tests/helpers/trendyol-double.ts';
import { freshServerDatabase } from './catalogue.ts';
import type { Figure } from './figures.ts';

const ITEMS = 10_000;

async function pushFiguresOn(db: Database, label: string): Promise<Figure[]> {
  const double = await startTrendyolDouble();
  try {
    const channel = trendyolChannel(trendyolConfig(double.env)!);
    await db.sql`
      INSERT INTO products (name, slug, base_price, stock_quantity, barcode)
      SELECT 'Kablo ' || g, 'kablo-' || g, 10 + g % 500, 50, 'B' || lpad(g::text, 12, '0')
      FROM generate_series(1, ${ITEMS}) g`;
    await db.sql`INSERT INTO channel_listings (channel, product_id) SELECT 'trendyol', id FROM products`;
    await db.sql`ANALYZE products`;
    await db.sql`ANALYZE channel_listings`;
    await pushChanges(db.sql, channel); // the first listing of every item
    const ids = await db.sql<{ id: number }[]>`SELECT id FROM products ORDER BY id`;
    const importStarted = performance.now();
    await db.sql.begin((tx) =>
      setShelfStock(
        tx,
        'product',
        ids.map((r, i) => ({ id: r.id, shelf: 20 + (i % 7) })),
      ),
    );
    const imported = performance.now();
    const before = double.pushes.length;
    const run = await pushChanges(db.sql, channel);
    const pushed = performance.now();
    const sizes = double.pushes.slice(before).map((p) => p.length);
    if (run.sent !== ITEMS || sizes.some((n) => n > 1000)) throw new Error(`pushed ${run.sent} in ${sizes.join(',')}`);
    const importSeconds = (imported - importStarted) / 1000;
    const pushSeconds = (pushed - imported) / 1000;
    console.log(
      `${label}: import of ${ITEMS} shelf figures ${importSeconds.toFixed(2)} s; push ${pushSeconds.toFixed(2)} s in ${run.requests} requests (${sizes.join(', ')})`,
    );
    return [
      {
        name: `Trendyol push, 10,000 changed items (${label})`,
        value: pushSeconds,
        unit: 's',
        goal: { atMost: 60 },
      },
    ];
  } finally {
    await double.close();
  }
}

export async function marketplaceFigures(): Promise<Figure[]> {
  const backends = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',');
  const figures: Figure[] = [];
  if (backends.includes('pglite')) {
    const embedded = await openDatabase({});
    try {
      await migrate(embedded.sql);
      figures.push(...(await pushFiguresOn(embedded, 'PGlite')));
    } finally {
      await embedded.close();
    }
  }
  if (backends.includes('postgres')) {
    const server = await freshServerDatabase();
    if (server)
      try {
        await migrate(server.db.sql);
        figures.push(...(await pushFiguresOn(server.db, 'PostgreSQL')));
      } finally {
        await server.drop();
      }
  }
  return figures;
}
