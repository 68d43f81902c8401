import type { Sql } from '#db/connection.ts';
import type { BuyerGroup } from '#api/shared/buyer-price.ts';
import { compareMessages as m, type CompareAnswer, type CompareRefs } from '#api/schemas/compare.ts';
import { notFound } from '#api/core/errors.ts';
import { cardWithStock, type CardStock } from '../listing/live-stock.ts';
import { explicitPricesOf, productForGroup } from '#api/features/trade/index.ts';
import { compareRows } from './compare-rows.ts';

/**
 * GET /api/products/compare: the named active products' cards (as the listing shows them, at the
 * buyer's prices) in the order asked, and their values side by side. One unknown or inactive
 * product refuses the whole comparison: a table with a silent gap would mislead.
 */
export async function compareProducts(sql: Sql, refs: CompareRefs, group: BuyerGroup | null): Promise<CompareAnswer> {
  const wanted: (number | string)[] = 'ids' in refs ? refs.ids : refs.slugs;
  const found = await sql<{ id: number; slug: string }[]>`
    SELECT id, slug FROM products
    WHERE is_active AND ${'ids' in refs ? sql`id = ANY(${refs.ids}::int[])` : sql`slug = ANY(${refs.slugs}::text[])`}`;
  const ids = wanted.map((w) => found.find((f) => ('ids' in refs ? f.id === w : f.slug === w))?.id);
  if (ids.some((id) => id === undefined)) throw notFound(m.notFound);
  const rows = await sql<CardStock[]>`
    SELECT l.card, l.stock_quantity, l.in_stock, l.variant_stock
    FROM listing_cards(${ids as number[]}::int[]) l ORDER BY l.page_position`;
  if (rows.length !== ids.length) throw notFound(m.notFound);
  const cards = rows.map(cardWithStock);
  const explicit = group ? await explicitPricesOf(sql, group.id, ids as number[]) : new Map<string, string>();
  const products = group ? cards.map((p) => productForGroup(p, group, explicit)) : cards;
  return { products, attributes: compareRows(products) };
}
