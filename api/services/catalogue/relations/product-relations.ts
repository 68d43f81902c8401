import type { Db, Sql } from '#db/connection.ts';
import { invalid } from '#api/core/errors.ts';
import {
  emptyRelated,
  relationMessages as m,
  type AdminRelationView,
  type RelatedProducts,
  type RelationKind,
  type RelationsForm,
} from '#api/schemas/product-relations.ts';
import { cardWithStock, type CardStock } from '../listing/live-stock.ts';
import { requireProduct } from '../product-exists.ts';

// Accessories, alternatives and spare parts of a product (issue 47). Writes fire
// catalogue_version_relations, so the cached product page shows the new set at once; a related
// product going inactive moves the version too, and the cards below leave it out.

/** Replaces the product's relations whole (the admin's save); every refusal saves nothing. */
export async function setProductRelations(
  sql: Sql,
  productId: number,
  form: RelationsForm,
): Promise<AdminRelationView[]> {
  const seen = new Set<number>();
  for (const r of form.relations) {
    if (r.productId === productId) throw invalid(m.self);
    if (seen.has(r.productId)) throw invalid(m.twice(r.productId));
    seen.add(r.productId);
  }
  return sql.begin(async (tx) => {
    await requireProduct(tx, productId, true);
    const ids = [...seen];
    // Shared locks: a related product deleted meanwhile cannot leave a dangling row half-checked.
    const found = await tx<{ id: number }[]>`SELECT id FROM products WHERE id = ANY(${ids}::int[]) FOR SHARE`;
    const known = new Set(found.map((r) => r.id));
    const unknown = ids.find((id) => !known.has(id));
    if (unknown !== undefined) throw invalid(m.unknownProduct(unknown));
    await tx`DELETE FROM product_relations WHERE product_id = ${productId}`;
    if (form.relations.length > 0) {
      await tx`
        INSERT INTO product_relations (product_id, related_id, kind, position)
        SELECT ${productId}::int, r.related_id, r.kind, r.position::int - 1
        FROM unnest(${ids}::int[], ${form.relations.map((r) => r.kind)}::text[]) WITH ORDINALITY
          AS r (related_id, kind, position)`;
    }
    return adminRelations(tx, productId);
  });
}

/** The relations of an existing product (404 otherwise), for the admin's editor. */
export async function productRelations(sql: Sql, productId: number): Promise<AdminRelationView[]> {
  await requireProduct(sql, productId);
  return adminRelations(sql, productId);
}

/** The relations as the admin edits them, inactive products included, in the saved order. */
export async function adminRelations(db: Db, productId: number): Promise<AdminRelationView[]> {
  return db<AdminRelationView[]>`
    SELECT r.related_id AS "productId", r.kind, p.name, p.sku, p.is_active AS "isActive"
    FROM product_relations r JOIN products p ON p.id = r.related_id
    WHERE r.product_id = ${productId} ORDER BY r.position, r.related_id`;
}

/**
 * The related active products as the listing's cards (`listing_cards()`, with their stock), by
 * kind in the admin's order: what every product answer carries under `related`.
 */
export async function relatedCards(db: Db, productId: number): Promise<RelatedProducts> {
  const rows = await db<(CardStock & { kind: RelationKind })[]>`
    SELECT r.kind, l.card, l.stock_quantity, l.in_stock, l.variant_stock
    FROM product_relations r
    JOIN products p ON p.id = r.related_id AND p.is_active
    CROSS JOIN LATERAL listing_cards(ARRAY[r.related_id]) l
    WHERE r.product_id = ${productId}
    ORDER BY r.position, r.related_id`;
  const related = emptyRelated();
  for (const row of rows) related[row.kind].push(cardWithStock(row));
  return related;
}
