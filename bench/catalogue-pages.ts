// The product and category pages' figures (issue 35): their JavaScript, and their p99 at 32
// connections once the shop holds 10,000 more products (the large seed), against a static file
// server on the same machine.
import type { Sql } from '#db/connection.ts';
import type { RunningShop } from '#api/boot.ts';
import { seedLarge } from '#db/seed/large.ts';
import { categoryPath, productPath } from '#api/shared/catalogue-paths.ts';
import { loadHttp } from './load.ts';
import { startStaticServer } from './static-server.ts';
import { p99Figure, type Figure } from './figures.ts';

/** A product with variants and the category with the most products: the heavier page of each kind. */
export async function cataloguePagePaths(sql: Sql): Promise<{ product: string; category: string }> {
  const [row] = await sql<{ product: string; category: string }[]>`
    SELECT (SELECT p.slug FROM products p WHERE p.is_active
              AND EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.is_active)
            ORDER BY p.id LIMIT 1) AS product,
           (SELECT c.slug FROM categories c JOIN listing_category_entries e ON e.category_id = c.id
            GROUP BY c.id ORDER BY count(*) DESC, c.id LIMIT 1) AS category`;
  return { product: productPath(row!.product), category: categoryPath(row!.category) };
}

/** Adds 10,000 products (and ANALYZE, as a bulk load should end), then loads both pages. */
export async function cataloguePagesAtScale(shop: RunningShop): Promise<Figure[]> {
  const started = performance.now();
  await seedLarge(shop.ctx.sql, { products: 10_000 });
  await shop.ctx.sql`ANALYZE`;
  console.log(`large seed: 10,000 products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const paths = await cataloguePagePaths(shop.ctx.sql);
  const statics = await startStaticServer(shop.ctx.site.current()!.dir);
  const figures: Figure[] = [];
  try {
    const floor = await loadHttp(`${statics.url}/urunler`, 32, 5);
    for (const [label, path] of [
      ['product page', paths.product],
      ['category page', paths.category],
    ] as const) {
      await loadHttp(shop.url + path, 32, 2); // unmeasured: the first render and the JIT
      const run = await loadHttp(shop.url + path, 32, 5);
      console.log(
        `${label} ${path}: ${run.perSecond.toFixed(0)} req/s, p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms, ${run.errors} errors`,
      );
      figures.push(
        p99Figure(`${label} p99, 32 connections, 10,000 products`, run.p99, 'static /urunler p99', floor.p99),
      );
    }
  } finally {
    await statics.close();
  }
  return figures;
}
