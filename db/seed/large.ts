// A large generated catalogue for performance and search work: `products`
// products with ~3 variants each, added on top of whatever is there.
import type { Sql, Tx } from '../connection.ts';
import { deriveBrand } from '#api/schemas/brand.ts';
import { EXTRAS, FALLBACK_CATEGORIES, KINDS, SERIES, type Kind } from './large-kinds.ts';
import { uniqueSlug } from '#api/schemas/slug.ts';
import { insertProductParts, insertProductRows } from './product-rows.ts';
import { insertLargeValues, largeSeedRules } from './large-attributes.ts';

const BATCH = 1000;
const DAY = 86_400_000;
/** Variants per product; averages 3. */
const VARIANT_COUNTS = [0, 1, 2, 3, 4, 4, 4, 5, 5, 6];

/** mulberry32: small, fast, seedable. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function seedLarge(sql: Sql, opts: { products: number }): Promise<void> {
  const total = opts.products ?? 10_000;
  await sql.begin(async (tx) => {
    const leaves = await leafCategories(tx);
    const [existing] = await tx<{ n: number }[]>`SELECT count(*)::int AS n FROM products`;
    const slugs = new Set((await tx<{ slug: string }[]>`SELECT slug FROM products`).map((r) => r.slug));
    const skus = new Set(
      (
        await tx<
          { sku: string }[]
        >`SELECT sku FROM products WHERE sku IS NOT NULL UNION ALL SELECT sku FROM product_variants WHERE sku IS NOT NULL`
      ).map((r) => r.sku),
    );
    const imageUrls = (await tx<{ url: string }[]>`SELECT DISTINCT url FROM product_images ORDER BY url LIMIT 500`).map(
      (r) => r.url,
    );

    const rand = random(20_260_000 + existing!.n);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
    const bySlug = new Map(leaves.map((c) => [c.slug, c.id]));
    const rules = await largeSeedRules(tx);
    let serial = existing!.n;

    for (let start = 0; start < total; start += BATCH) {
      const size = Math.min(BATCH, total - start);
      const drafts = Array.from({ length: size }, () => {
        const kind = pick(KINDS);
        const brand = pick(kind.brands);
        const extra = pick(EXTRAS);
        const code = `${String.fromCharCode(65 + Math.floor(rand() * 26))}${String.fromCharCode(65 + Math.floor(rand() * 26))}-${100 + Math.floor(rand() * 900)}`;
        const series = pick(SERIES);
        const spec = pick(kind.specs);
        const name = [brand, series, kind.name, spec, extra, code].filter(Boolean).join(' ');
        let sku: string;
        do sku = `GEN-${String(++serial).padStart(6, '0')}`;
        while (skus.has(sku));
        skus.add(sku);
        const categoryId = kind.categories.map((s) => bySlug.get(s)).find((id) => id !== undefined) ?? pick(leaves).id;
        return { kind, spec, name, sku, categoryId, variants: makeVariants(kind, sku, rand) };
      });

      const rows = drafts.map((d) => {
        const active = d.variants.filter((v) => v.is_active);
        const soldOut = rand() < 0.06;
        if (soldOut) for (const v of d.variants) v.stock_quantity = 0;
        // With variants: the cheapest active one (any, if all are off) and the active stock.
        const priced = active.length ? active : d.variants;
        const price = priced.length ? Math.min(...priced.map((v) => Number(v.price))) : basePrice(d.kind, rand);
        const stock = soldOut
          ? 0
          : d.variants.length
            ? active.reduce((s, v) => s + v.stock_quantity, 0)
            : stockLevel(rand);
        const created = new Date(Date.now() - rand() * 365 * DAY);
        return {
          name: d.name,
          slug: uniqueSlug(d.name, slugs),
          description: `${d.name}. ${d.kind.short} Orijinal ürün, 2 yıl üretici garantili. Toplu alımlarda fiyat teklifi için bizimle iletişime geçiniz.`,
          short_description: d.kind.short,
          base_price: price.toFixed(2),
          sku: d.sku,
          stock_quantity: stock,
          min_order_quantity: d.kind.unit === 'metre' && rand() < 0.3 ? 10 : 1,
          unit: d.kind.unit,
          brand: deriveBrand(d.name),
          is_active: rand() > 0.01,
          is_featured: rand() < 0.05,
          created_at: created,
          updated_at: created,
        };
      });
      const ids = await insertProductRows(tx, rows);
      await insertProductParts(tx, {
        variants: drafts.flatMap((d) => d.variants.map((v) => ({ ...v, product_id: ids.get(d.sku)! }))),
        links: drafts.map((d) => ({ product_id: ids.get(d.sku)!, category_id: d.categoryId })),
        images: imageUrls.length
          ? drafts.flatMap((d) =>
              Array.from({ length: rand() < 0.25 ? 2 : 1 }, (_, position) => ({
                product_id: ids.get(d.sku)!,
                url: pick(imageUrls),
                position,
              })),
            )
          : [],
      });
      await insertLargeValues(tx, rules, drafts, ids);
    }
  });
}

function basePrice(kind: Kind, rand: () => number): number {
  const [min, max] = kind.price;
  // Log-uniform, so cheap items are as common as expensive ones within a kind.
  const raw = min * (max / min) ** rand();
  return raw < 100 ? Math.round(raw * 10) / 10 : Math.round(raw);
}

function stockLevel(rand: () => number): number {
  const r = rand();
  if (r < 0.12) return 0;
  if (r < 0.3) return 1 + Math.floor(rand() * 10);
  return 10 + Math.floor(rand() * 990);
}

function makeVariants(kind: Kind, sku: string, rand: () => number) {
  const count = Math.min(VARIANT_COUNTS[Math.floor(rand() * VARIANT_COUNTS.length)]!, kind.options.length);
  if (count === 0) return [];
  const base = basePrice(kind, rand);
  const first = Math.floor(rand() * (kind.options.length - count + 1));
  return kind.options.slice(first, first + count).map((option, i) => {
    const [label, factor] = typeof option === 'string' ? [option, 1 + (first + i) * 0.18] : option;
    return {
      name: label,
      price: (base * factor).toFixed(2),
      stock_quantity: rand() < 0.15 ? 0 : stockLevel(rand),
      sku: `${sku}-${i + 1}`,
      attributes: { [kind.axis]: label },
      is_active: rand() > 0.03,
      sort_order: i,
    };
  });
}

/** Categories without children; creates a small tree first when there are no categories at all. */
async function leafCategories(tx: Tx): Promise<{ id: number; slug: string }[]> {
  const [row] = await tx<{ n: number }[]>`SELECT count(*)::int AS n FROM categories`;
  if (row!.n === 0) {
    for (const [i, top] of FALLBACK_CATEGORIES.entries()) {
      const [parent] = await tx<{ id: number }[]>`
        INSERT INTO categories (name, slug, sort_order) VALUES (${top.name}, ${top.slug}, ${i}) RETURNING id`;
      const children = top.children.map(([name, slug], j) => ({ name, slug, parent_id: parent!.id, sort_order: j }));
      await tx`INSERT INTO categories ${tx(children, 'name', 'slug', 'parent_id', 'sort_order')}`;
    }
  }
  return tx<{ id: number; slug: string }[]>`
    SELECT c.id, c.slug FROM categories c
    WHERE NOT EXISTS (SELECT 1 FROM categories ch WHERE ch.parent_id = c.id)
    ORDER BY c.id`;
}
