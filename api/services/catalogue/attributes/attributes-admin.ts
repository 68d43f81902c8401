import type { Db, Sql } from '#db/connection.ts';
import { conflict, notFound } from '#api/core/errors.ts';
import { rethrowConstraint } from '../../constraint-conflict.ts';
import {
  attributeMessages as m,
  type AttributeDefinition,
  type AttributeForm,
  type AttributeKind,
} from '#api/schemas/attributes.ts';

// Writes fire catalogue_version_attributes / _attribute_choices; a changed name, unit or label
// also rewrites the cards and search words of the products using it (migration 0250, db/README.md).

const SAVE_CONSTRAINTS = { attributes_code_key: m.codeTaken, attributes_etim_code_unique: m.etimTaken };

interface AttributeRow {
  id: number;
  code: string;
  name: string;
  kind: AttributeKind;
  unit: string | null;
  unit_code: string | null;
  etim_code: string | null;
  values: AttributeDefinition['values'] | string;
}

const parsed = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** Every attribute with its choices, by name; `ids` narrows to those. */
export async function listAttributes(sql: Db, ids?: number[]): Promise<AttributeDefinition[]> {
  const rows = await sql<AttributeRow[]>`
    SELECT a.id, a.code, a.name, a.kind, a.unit, a.unit_code, a.etim_code,
      coalesce((SELECT json_agg(json_build_object('code', c.code, 'label', c.label, 'etimCode', c.etim_code)
          ORDER BY c.position, c.code) FROM attribute_choices c WHERE c.attribute_id = a.id), '[]') AS values
    FROM attributes a ${ids ? sql`WHERE a.id = ANY(${ids}::int[])` : sql``}
    ORDER BY a.name, a.id`;
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    kind: r.kind,
    unit: r.unit,
    unitCode: r.unit_code,
    etimCode: r.etim_code,
    values: parsed(r.values),
  }));
}

export async function getAttribute(sql: Db, id: number): Promise<AttributeDefinition> {
  const [attribute] = await listAttributes(sql, [id]);
  if (!attribute) throw notFound(m.notFound);
  return attribute;
}

/**
 * Creates or replaces an attribute and its choices. A used attribute keeps its kind, and a
 * choice products use is never dropped (409, naming how many use it).
 */
export async function saveAttribute(sql: Sql, form: AttributeForm, id?: number): Promise<AttributeDefinition> {
  const columns = {
    code: form.code,
    name: form.name,
    kind: form.kind,
    unit: form.unit,
    unit_code: form.unitCode,
    etim_code: form.etimCode,
  };
  try {
    const savedId = await sql.begin(async (tx) => {
      let attributeId = id;
      if (attributeId === undefined) {
        const [row] = await tx<{ id: number }[]>`INSERT INTO attributes ${tx(columns)} RETURNING id`;
        attributeId = row!.id;
      } else {
        const [current] = await tx<{ kind: AttributeKind }[]>`
          SELECT kind FROM attributes WHERE id = ${attributeId} FOR UPDATE`;
        if (!current) throw notFound(m.notFound);
        if (current.kind !== form.kind) {
          const used = await usageCount(tx, attributeId);
          if (used > 0) throw conflict(m.kindLocked(used));
        }
        await refuseDroppedChoicesInUse(tx, attributeId, form);
        await tx`UPDATE attributes SET ${tx(columns)} WHERE id = ${attributeId}`;
        await tx`DELETE FROM attribute_choices WHERE attribute_id = ${attributeId}
          AND code <> ALL(${form.values.map((v) => v.code)}::text[])`;
      }
      if (form.values.length) {
        const choices = form.values.map((v, position) => ({
          attribute_id: attributeId!,
          code: v.code,
          label: v.label,
          etim_code: v.etimCode,
          position,
        }));
        await tx`INSERT INTO attribute_choices ${tx(choices)}
          ON CONFLICT (attribute_id, code) DO UPDATE SET label = EXCLUDED.label, etim_code = EXCLUDED.etim_code,
            position = EXCLUDED.position
          WHERE (attribute_choices.label, attribute_choices.etim_code, attribute_choices.position)
            IS DISTINCT FROM (EXCLUDED.label, EXCLUDED.etim_code, EXCLUDED.position)`;
      }
      return attributeId;
    });
    return await getAttribute(sql, savedId);
  } catch (error) {
    rethrowConstraint(error, SAVE_CONSTRAINTS);
  }
}

async function refuseDroppedChoicesInUse(tx: Db, attributeId: number, form: AttributeForm) {
  const [dropped] = await tx<{ label: string; used: number }[]>`
    SELECT c.label, count(DISTINCT v.product_id)::int AS used
    FROM attribute_choices c JOIN product_attribute_values v ON v.attribute_id = c.attribute_id AND v.value = c.code
    WHERE c.attribute_id = ${attributeId} AND c.code <> ALL(${form.values.map((v) => v.code)}::text[])
    GROUP BY c.label ORDER BY c.label LIMIT 1`;
  if (dropped) throw conflict(m.choiceInUse(dropped.label, dropped.used));
}

/** How many products (a product with variants once) carry a value of the attribute. */
async function usageCount(sql: Db, attributeId: number): Promise<number> {
  const [row] = await sql<{ used: number }[]>`
    SELECT count(DISTINCT product_id)::int AS used FROM product_attribute_values WHERE attribute_id = ${attributeId}`;
  return row!.used;
}

/** Deletes an unused attribute; a used one answers 409 naming how many products use it. */
export async function deleteAttribute(sql: Sql, id: number): Promise<void> {
  await sql.begin(async (tx) => {
    const [row] = await tx<{ id: number }[]>`SELECT id FROM attributes WHERE id = ${id} FOR UPDATE`;
    if (!row) throw notFound(m.notFound);
    const used = await usageCount(tx, id);
    if (used > 0) throw conflict(m.inUse(used));
    await tx`DELETE FROM attributes WHERE id = ${id}`;
  });
}
