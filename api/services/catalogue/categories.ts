import type { Sql } from '#db/connection.ts';
import type { BrandView, CategoryView } from '../../schemas/products.ts';

/** Every category in menu order, with the count of active products in it and its sub-categories. */
export async function listCategories(sql: Sql): Promise<CategoryView[]> {
  return sql<CategoryView[]>`
    WITH RECURSIVE tree AS (
      SELECT id AS root, id FROM categories
      UNION ALL SELECT tree.root, c.id FROM categories c JOIN tree ON c.parent_id = tree.id
    ), counts AS (
      SELECT tree.root, count(DISTINCT p.id)::int AS n
      FROM tree JOIN product_categories pc ON pc.category_id = tree.id
      JOIN products p ON p.id = pc.product_id AND p.is_active
      GROUP BY tree.root
    )
    SELECT c.id, c.name, c.slug, c.parent_id AS "parentId", coalesce(counts.n, 0) AS "productCount"
    FROM categories c LEFT JOIN counts ON counts.root = c.id
    ORDER BY c.parent_id NULLS FIRST, c.sort_order, shop_sort_key(c.name) COLLATE "C", c.id`;
}

/** The brands of active products for the filter, in Turkish alphabetical order. */
export async function listBrands(sql: Sql): Promise<BrandView[]> {
  return sql<BrandView[]>`
    SELECT brand AS name, count(*)::int AS "productCount"
    FROM products WHERE is_active AND brand IS NOT NULL
    GROUP BY brand ORDER BY shop_sort_key(brand) COLLATE "C", brand`;
}
