import type postgres from 'postgres';
import type { Sql } from '#db/connection.ts';

type Fragment = postgres.PendingQuery<postgres.Row[]>;

/**
 * A category and its ancestors as JSON [{name, slug}], top level first, for the category id the
 * given SQL expression yields (null gives []). The expression may name the outer query's rows:
 * the aliases here (`trail_c`, `up`) shadow none of them. The parent chain is short.
 */
export function categoryTrail(sql: Sql, categoryId: Fragment): Fragment {
  return sql`coalesce((
    WITH RECURSIVE up AS (
      SELECT trail_c.id, trail_c.parent_id, trail_c.name, trail_c.slug, 0 AS depth
      FROM categories trail_c WHERE trail_c.id = (${categoryId})
      UNION ALL
      SELECT trail_c.id, trail_c.parent_id, trail_c.name, trail_c.slug, up.depth + 1
      FROM categories trail_c JOIN up ON trail_c.id = up.parent_id WHERE up.depth < 20
    )
    SELECT json_agg(json_build_object('name', up.name, 'slug', up.slug) ORDER BY up.depth DESC) FROM up), '[]')`;
}
