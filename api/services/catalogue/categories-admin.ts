import type { Sql, NoRows } from '#db/connection.ts';
import { categoryMessages as m, type AdminCategory, type CategoryForm } from '../../schemas/admin-categories.ts';
import { conflict, invalid, notFound } from '../../core/errors.ts';
import { rethrowConstraint } from '../constraint-conflict.ts';
import type { Row } from '#db/tables.ts';

// Every write fires catalogue_version_categories; moving a category under another parent also
// fires categories_relist, which rewrites its products' listing categories (db/README.md).

const SAVE_CONSTRAINTS = { categories_slug_key: m.slugTaken, categories_parent_id_fkey: m.parentMissing };
// A child or a product added by someone else between the check and the delete.
const DELETE_CONSTRAINTS = { categories_parent_id_fkey: m.stillUsed, product_categories_category_id_fkey: m.stillUsed };

type CategoryRow = Row<'categories', 'id' | 'name' | 'slug' | 'description' | 'parent_id'>;

export async function listCategories(sql: Sql): Promise<AdminCategory[]> {
  const rows = await sql<
    CategoryRow[]
  >`SELECT id, name, slug, description, parent_id FROM categories ORDER BY sort_order, name, id`;
  return rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, description: r.description, parentId: r.parent_id }));
}

/** Creates or updates a category; the tree keeps one level of children. */
export async function saveCategory(sql: Sql, form: CategoryForm, id?: number): Promise<AdminCategory> {
  if (id !== undefined) {
    const [current] = await sql<Row<'categories', 'id'>[]>`SELECT id FROM categories WHERE id = ${id}`;
    if (!current) throw notFound(m.notFound);
  }
  if (form.parentId !== null) await checkParent(sql, form.parentId, id);
  const [taken] = await sql<
    { found: number }[]
  >`SELECT 1 AS found FROM categories WHERE slug = ${form.slug} AND id IS DISTINCT FROM ${id ?? null}`;
  if (taken) throw conflict(m.slugTaken);
  const values = { name: form.name, slug: form.slug, description: form.description, parent_id: form.parentId };
  try {
    const [row] =
      id === undefined
        ? await sql<
            CategoryRow[]
          >`INSERT INTO categories ${sql(values)} RETURNING id, name, slug, description, parent_id`
        : await sql<
            CategoryRow[]
          >`UPDATE categories SET ${sql(values)} WHERE id = ${id} RETURNING id, name, slug, description, parent_id`;
    return { id: row!.id, name: row!.name, slug: row!.slug, description: row!.description, parentId: row!.parent_id };
  } catch (error) {
    rethrowConstraint(error, SAVE_CONSTRAINTS);
  }
}

async function checkParent(sql: Sql, parentId: number, id: number | undefined) {
  if (parentId === id) throw invalid(m.parentSelf);
  const [parent] = await sql<Row<'categories', 'parent_id'>[]>`SELECT parent_id FROM categories WHERE id = ${parentId}`;
  if (!parent) throw invalid(m.parentMissing);
  if (parent.parent_id !== null) throw invalid(m.parentNotTop);
  if (id !== undefined) {
    const [child] = await sql<{ found: number }[]>`SELECT 1 AS found FROM categories WHERE parent_id = ${id} LIMIT 1`;
    if (child) throw invalid(m.hasChildrenCannotMove);
  }
}

/** Refuses, with the reason, to delete a category that still has children or products. */
export async function deleteCategory(sql: Sql, id: number): Promise<void> {
  const [row] = await sql<{ children: number; products: number }[]>`
    SELECT (SELECT count(*) FROM categories WHERE parent_id = c.id)::int AS children,
           (SELECT count(*) FROM product_categories WHERE category_id = c.id)::int AS products
    FROM categories c WHERE c.id = ${id}`;
  if (!row) throw notFound(m.notFound);
  if (row.children > 0) throw conflict(m.hasChildren(row.children));
  if (row.products > 0) throw conflict(m.hasProducts(row.products));
  try {
    await sql<NoRows>`DELETE FROM categories WHERE id = ${id}`;
  } catch (error) {
    rethrowConstraint(error, DELETE_CONSTRAINTS);
  }
}
