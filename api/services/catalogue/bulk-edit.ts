import type { Sql, Tx } from '#db/connection.ts';
import { invalid, notFound } from '../../core/errors.ts';
import { bulkMessages as m, type BulkAction } from '../../schemas/admin-product-table.ts';
import { lowStockThreshold, tableSource, tableWhere } from './admin-table.ts';
import { setShelfStock } from './held-stock.ts';

// Each action fires triggers (db/README.md): switching on or off fires listed_product_count_switch,
// listing_category_entries_update, products_listed_change and catalogue_apply_noted (cards, version);
// deleting fires listed_product_count_delete and catalogue_version_products (cards and entries go
// by foreign key); moving fires product_categories_relist_* and product_cards_*; prices fire
// products_derive and product_variants_listed_change, and are recorded by *_price_history (a running
// sale's 'before' price is cleared, decision 0319); stock takes their stock-only paths.

/**
 * Applies one bulk action to the chosen products (or every product of a filter) in one
 * transaction; the products are locked first, as checkout does. Answers how many products
 * actually changed (a product already active is not counted by "activate").
 */
export async function applyBulkAction(sql: Sql, action: BulkAction): Promise<{ changed: number }> {
  const filter = action.filter ? (await tableWhere(sql, action.filter, await lowStockThreshold(sql))).clause : null;
  try {
    return await sql.begin(async (tx) => {
      const chosen = filter
        ? await tx<{ id: number }[]>`SELECT p.id FROM ${tableSource(tx)} WHERE ${filter} ORDER BY p.id`
        : await tx<{ id: number }[]>`SELECT id FROM products WHERE id = ANY(${action.ids!}::int[]) ORDER BY id`;
      if (action.action === 'move' && !(await tx`SELECT 1 FROM categories WHERE id = ${action.categoryId}`).length)
        throw notFound(m.unknownCategory);
      const ids = chosen.map((r) => r.id);
      if (ids.length === 0) return { changed: 0 };
      await tx`SELECT id FROM products WHERE id = ANY(${ids}::int[]) ORDER BY id FOR UPDATE`;
      return { changed: await run(tx, action, ids) };
    });
  } catch (error) {
    // A price below zero breaks the tables' CHECK: nothing was written.
    if ((error as { code?: string }).code === '23514') throw invalid(m.negativePrice);
    throw error;
  }
}

async function run(tx: Tx, action: BulkAction, ids: number[]): Promise<number> {
  switch (action.action) {
    case 'activate':
    case 'deactivate': {
      const active = action.action === 'activate';
      return (
        await tx`UPDATE products SET is_active = ${active}, updated_at = now() WHERE id = ANY(${ids}::int[]) AND is_active <> ${active} RETURNING id`
      ).length;
    }
    case 'delete':
      return (await tx`DELETE FROM products WHERE id = ANY(${ids}::int[]) RETURNING id`).length;
    case 'move': {
      const moved = await tx<{ id: number }[]>`
        SELECT p.id FROM unnest(${ids}::int[]) AS p(id)
        WHERE (SELECT array_agg(category_id) FROM product_categories WHERE product_id = p.id) IS DISTINCT FROM ARRAY[${action.categoryId}::int]`;
      const movedIds = moved.map((r) => r.id);
      await tx`DELETE FROM product_categories WHERE product_id = ANY(${movedIds}::int[])`;
      await tx`INSERT INTO product_categories (product_id, category_id) SELECT id, ${action.categoryId} FROM unnest(${movedIds}::int[]) AS id`;
      return movedIds.length;
    }
    case 'price-percent':
    case 'price-amount': {
      // numeric arithmetic in SQL, rounded half away from zero to the kuruş: no floats.
      const next = (column: string) =>
        action.action === 'price-percent'
          ? tx`round(${tx(column)} * (100 + ${action.value}::numeric) / 100, 2)`
          : tx`${tx(column)} + ${action.value}::numeric`;
      const products = await tx<{ id: number }[]>`
        UPDATE products SET base_price = ${next('base_price')}, updated_at = now()
        WHERE id = ANY(${ids}::int[]) AND ${next('base_price')} <> base_price RETURNING id`;
      const variants = await tx<{ product_id: number }[]>`
        UPDATE product_variants SET price = ${next('price')}
        WHERE product_id = ANY(${ids}::int[]) AND ${next('price')} <> price RETURNING product_id`;
      return new Set([...products.map((r) => r.id), ...variants.map((r) => r.product_id)]).size;
    }
    case 'stock': {
      // The figure is what is on the shelf: units unpaid orders hold stay held (held-stock.ts).
      // A product with variants keeps its stock in the variants.
      const shelf = (rows: { id: number }[]) => rows.map((r) => ({ id: r.id, shelf: action.value }));
      const own = await tx<{ id: number }[]>`
        SELECT p.id FROM products p
        WHERE p.id = ANY(${ids}::int[]) AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)`;
      const variants = await tx<
        { id: number }[]
      >`SELECT id FROM product_variants WHERE product_id = ANY(${ids}::int[])`;
      const changed = [
        ...(await setShelfStock(tx, 'product', shelf(own))),
        ...(await setShelfStock(tx, 'variant', shelf(variants))),
      ];
      return new Set(changed).size;
    }
  }
}
