import postgres from 'postgres';
import { productQuerySchema, queryObject } from '../api/schemas/products.ts';
import { listProducts } from '../api/services/catalogue/list-products.ts';
const captured: { q: string; p: unknown[] }[] = [];
const sql = postgres('postgres://postgres@127.0.0.1:5432/shop_i17_explain', { max: 1, connection: { plan_cache_mode: 'force_custom_plan' }, debug: (_c, q, p) => captured.push({ q, p: p as unknown[] }) });
const [k] = await sql`SELECT id FROM categories WHERE slug = 'kablolar'`;
const reqs = (process.argv[2] ? [process.argv[2]] : ['', 'search=schneider%20sigorta', `categoryIds=${k!.id}&minPrice=100&maxPrice=1000`, 'brands=Schneider&inStockOnly=true', 'sortBy=price&page=50']);
for (const r of reqs) {
  const q = productQuerySchema.parse(queryObject(new URLSearchParams(r)));
  captured.length = 0;
  await listProducts(sql, q);
  const qs = captured.filter((c) => !c.q.includes('RECURSIVE'));
  console.log(`\n######## ${r || 'default'}`);
  for (const c of qs) {
    const plan = await sql.unsafe(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${c.q}`, c.p as any[]);
    const lines = plan.map((x: any) => x['QUERY PLAN']);
    console.log(process.env.FULL ? lines.join('\n') : lines.filter((l: string) => /Execution|Planning|->|^[A-Z]/.test(l)).slice(0, 40).join('\n'));
    console.log('---');
  }
}
await sql.end();
