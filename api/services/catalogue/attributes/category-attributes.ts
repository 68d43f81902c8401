import type { Db, Sql } from '#db/connection.ts';
import { invalid, notFound } from '#api/core/errors.ts';
import { categoryMessages } from '#api/schemas/admin-categories.ts';
import { attributeMessages as m, type CategoryAttributesForm } from '#api/schemas/attributes.ts';

// Writes fire catalogue_version_category_attributes (migration 0250): the facets follow the sets.

export interface CategoryAttributeEntry {
  attributeId: number;
  filterable: boolean;
  position: number;
  /** Set on an ancestor and inherited here, not on the category itself. */
  inherited: boolean;
}

/** Replaces a category's own attribute set. */
export async function saveCategoryAttributes(sql: Sql, categoryId: number, form: CategoryAttributesForm) {
  const ids = form.attributes.map((a) => a.attributeId);
  if (new Set(ids).size !== ids.length) throw invalid('Bir özellik bir kategoride bir kez yer alabilir');
  await sql.begin(async (tx) => {
    const [category] = await tx<{ id: number }[]>`SELECT id FROM categories WHERE id = ${categoryId} FOR UPDATE`;
    if (!category) throw notFound(categoryMessages.notFound);
    const known = await tx<{ id: number }[]>`SELECT id FROM attributes WHERE id = ANY(${ids}::int[])`;
    const missing = ids.find((id) => !known.some((k) => k.id === id));
    if (missing !== undefined) throw invalid(m.unknownAttribute(missing));
    await tx`DELETE FROM category_attributes WHERE category_id = ${categoryId}`;
    if (form.attributes.length) {
      await tx`INSERT INTO category_attributes ${tx(
        form.attributes.map((a) => ({
          category_id: categoryId,
          attribute_id: a.attributeId,
          filterable: a.filterable,
          position: a.position,
        })),
      )}`;
    }
  });
  return categoryAttributeSet(sql, [categoryId]);
}

/**
 * The attribute set of the given categories with what they inherit from their ancestors, in
 * position order; an attribute set on several counts once, filterable when any says so.
 */
export async function categoryAttributeSet(sql: Db, categoryIds: number[]): Promise<CategoryAttributeEntry[]> {
  const rows = await sql<{ attribute_id: number; filterable: boolean; position: number; inherited: boolean }[]>`
    WITH RECURSIVE tree AS (
      SELECT id, parent_id, false AS inherited FROM categories WHERE id = ANY(${categoryIds}::int[])
      UNION SELECT c.id, c.parent_id, true FROM categories c JOIN tree ON c.id = tree.parent_id
    )
    SELECT ca.attribute_id, bool_or(ca.filterable) AS filterable, min(ca.position)::int AS position,
      bool_and(tree.inherited) AS inherited
    FROM tree JOIN category_attributes ca ON ca.category_id = tree.id
    GROUP BY ca.attribute_id ORDER BY min(ca.position), ca.attribute_id`;
  return rows.map((r) => ({
    attributeId: r.attribute_id,
    filterable: r.filterable,
    position: r.position,
    inherited: r.inherited,
  }));
}
