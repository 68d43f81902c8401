import type { NoRows, Sql } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { priceGroupMessages as m, type PriceGroup, type PriceGroupForm } from './price-group-schemas.ts';
import { conflict, notFound } from '../../core/errors.ts';
import { rethrowConstraint } from '../../services/constraint-conflict.ts';

// The admin's price groups. A customer's own group is read by buyer-group.ts.

const SAVE_CONSTRAINTS = { price_groups_name_unique: m.nameTaken };
// A customer moved into the group between the count and the delete.
const DELETE_CONSTRAINTS = { users_price_group_id_fkey: m.stillUsed };

type GroupRow = Row<'price_groups', 'id' | 'name' | 'discount_percent'> & { customer_count: number };

const toGroup = (r: GroupRow): PriceGroup => ({
  id: r.id,
  name: r.name,
  discountPercent: Number(r.discount_percent),
  customerCount: r.customer_count,
});

export async function listPriceGroups(sql: Sql): Promise<PriceGroup[]> {
  const rows = await sql<GroupRow[]>`
    SELECT g.id, g.name, g.discount_percent,
      (SELECT count(*) FROM users u WHERE u.price_group_id = g.id)::int AS customer_count
    FROM price_groups g ORDER BY g.discount_percent, shop_lower_tr(g.name), g.id`;
  return rows.map(toGroup);
}

/** Creates or updates a group; names are unique whatever their case (İ/i, I/ı). */
export async function savePriceGroup(sql: Sql, form: PriceGroupForm, id?: number): Promise<PriceGroup> {
  const [taken] = await sql<{ found: number }[]>`
    SELECT 1 AS found FROM price_groups
    WHERE shop_lower_tr(name) = shop_lower_tr(${form.name}) AND id IS DISTINCT FROM ${id ?? null}`;
  if (taken) throw conflict(m.nameTaken);
  try {
    const [row] =
      id === undefined
        ? await sql<GroupRow[]>`
            INSERT INTO price_groups (name, discount_percent) VALUES (${form.name}, ${form.discountPercent})
            RETURNING id, name, discount_percent, 0 AS customer_count`
        : await sql<GroupRow[]>`
            UPDATE price_groups SET name = ${form.name}, discount_percent = ${form.discountPercent}, updated_at = now()
            WHERE id = ${id}
            RETURNING id, name, discount_percent,
              (SELECT count(*) FROM users u WHERE u.price_group_id = ${id})::int AS customer_count`;
    if (!row) throw notFound(m.notFound);
    return toGroup(row);
  } catch (error) {
    rethrowConstraint(error, SAVE_CONSTRAINTS);
  }
}

/** Refuses, saying how many, to delete a group that still has customers. */
export async function deletePriceGroup(sql: Sql, id: number): Promise<void> {
  const [row] = await sql<{ customers: number }[]>`
    SELECT (SELECT count(*) FROM users WHERE price_group_id = g.id)::int AS customers
    FROM price_groups g WHERE g.id = ${id}`;
  if (!row) throw notFound(m.notFound);
  if (row.customers > 0) throw conflict(m.hasCustomers(row.customers));
  try {
    await sql<NoRows>`DELETE FROM price_groups WHERE id = ${id}`;
  } catch (error) {
    rethrowConstraint(error, DELETE_CONSTRAINTS);
  }
}
