// The stock a listing shows, in one place. Nothing the listing keeps holds stock: a stored card
// (migration 0117) has none, and a cached answer's figures are as old as the answer. Each answer
// puts in figures read with it: a fresh page the ones `listing_cards()` reads beside the cards
// (`cardWithStock`), a cached page the ones `liveStock` reads with the catalogue version
// (`withLiveStock`). The product details read their product whole, stock included.
import type { Sql } from '#db/connection.ts';
import type { ProductListResponse, ProductView } from '#api/schemas/products.ts';
import { withVatPrices } from '#api/shared/product-offer.ts';

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
    products: answer.products.map((p) => productWithLiveStock(p, stock)),
  };
}

/** One cached product with today's stock (its page's, page-cache.ts). */
export const productWithLiveStock = (p: ProductView, stock: Map<string, number>): ProductView =>
  withStock(p, stock.get(String(p.id)), (id) => stock.get(`v${id}`));

/** A row of `listing_cards()`: a stored card and the stock read beside it in the same statement. */
export interface CardStock {
  card: string;
  stock_quantity: number;
  in_stock: boolean;
  /** Stock by variant id, of the active variants (the ones on the card); null without any. */
  variant_stock: Record<string, number> | null;
}

/** A stored card with the stock read beside it (the card holds none; a variant without a figure has 0). */
export function cardWithStock(row: CardStock): ProductView {
  const card = withVatPrices(JSON.parse(row.card) as ProductView);
  return withStock(card, row.stock_quantity, (id) => row.variant_stock?.[id] ?? 0, row.in_stock);
}

/** The product showing the given figures; one the read lacks keeps the product's own. */
function withStock(
  p: ProductView,
  productStock: number | undefined,
  variantStock: (id: number) => number | undefined,
  inStock = p.inStock,
): ProductView {
  return {
    ...p,
    stockQuantity: productStock ?? p.stockQuantity,
    inStock,
    variants: p.variants.map((v) => ({ ...v, stockQuantity: variantStock(v.id) ?? v.stockQuantity })),
  };
}

/** Whether two stock reads show the same figures for the same rows. */
export function sameStock(a: Map<string, number>, b: Map<string, number>): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const [key, value] of a) if (b.get(key) !== value) return false;
  return true;
}
