import type { Sql } from '#db/connection.ts';
import type { ProductListResponse, ProductView } from '#api/schemas/products.ts';

export interface LiveStock {
  version: string;
  /** Stock by product id and by variant id (`v` + id), as of the same snapshot as the version. */
  stock: Map<string, number>;
}

/**
 * The catalogue version and the stock of the given products and their variants, in one
 * statement (so one snapshot) of primary-key lookups: cheap enough for every cached answer.
 */
export async function liveStock(sql: Sql, products: ProductView[]): Promise<LiveStock> {
  const productIds = products.map((p) => p.id);
  const variantIds = products.flatMap((p) => p.variants.map((v) => v.id));
  const rows = await sql<{ version: string; kind: 'p' | 'v' | null; id: number | null; stock: number | null }[]>`
    SELECT cv.version::text AS version, s.kind, s.id, s.stock
    FROM catalogue_version cv LEFT JOIN (
      SELECT 'p' AS kind, id, stock_quantity AS stock FROM products WHERE id = ANY(${productIds}::int[])
      UNION ALL
      SELECT 'v', id, stock_quantity FROM product_variants WHERE id = ANY(${variantIds}::int[])
    ) s ON true`;
  const stock = new Map<string, number>();
  for (const r of rows) if (r.kind !== null) stock.set(r.kind === 'p' ? String(r.id) : `v${r.id}`, r.stock!);
  return { version: rows[0]!.version, stock };
}

/** A cached answer with today's stock; a row that vanished keeps its cached figure (the version will move). */
export function withLiveStock(answer: ProductListResponse, stock: Map<string, number>): ProductListResponse {
  return {
    ...answer,
    products: answer.products.map((p) => ({
      ...p,
      stockQuantity: stock.get(String(p.id)) ?? p.stockQuantity,
      variants: p.variants.map((v) => ({ ...v, stockQuantity: stock.get(`v${v.id}`) ?? v.stockQuantity })),
    })),
  };
}

/** Whether two stock reads show the same figures for the same rows. */
export function sameStock(a: Map<string, number>, b: Map<string, number>): boolean {
  if (a.size !== b.size) return false;
  for (const [key, value] of a) if (b.get(key) !== value) return false;
  return true;
}
