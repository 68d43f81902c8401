import type { Db, Sql } from '#db/connection.ts';
import { invalid, notFound } from '#api/core/errors.ts';
import { attributeMessages as m, type AttributeKind } from '#api/schemas/attributes.ts';
import { PRODUCT_NOT_FOUND } from '#api/schemas/messages.ts';

// Writes fire product_attribute_values_* (search words and cards anew) and
// catalogue_version_attribute_values (migration 0250, db/README.md).

export interface AttributeRule {
  id: number;
  name: string;
  kind: AttributeKind;
  choices: string[];
}

/** A value ready to store: `value` canonical ('2.5', a choice code, 'true'), `number` for numbers. */
export interface StoredValue {
  attributeId: number;
  variantId: number | null;
  value: string;
  number: string | null;
}

const NUMBER = /^-?\d{1,9}(?:[.,]\d{1,6})?$/;

/** '2,5', '2.5' or 2.5 → '2.5'; anything else null. */
export function canonicalNumber(raw: string | number): string | null {
  const text = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : '') : raw.trim().replace(/\s+/g, '');
  if (!NUMBER.test(text)) return null;
  const [whole, fraction = ''] = text.replace(',', '.').split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return `${Number(whole)}${trimmed ? `.${trimmed}` : ''}`;
}

/** One value against its attribute's rule: the stored form, or a Turkish refusal. */
export function storedValue(
  rule: AttributeRule,
  raw: string | number | boolean,
): { value: string; number: string | null } {
  if (rule.kind === 'number') {
    const n = typeof raw === 'boolean' ? null : canonicalNumber(raw);
    if (n === null) throw invalid(m.notNumber(rule.name, String(raw)));
    return { value: n, number: n };
  }
  if (rule.kind === 'boolean') {
    if (raw === true || raw === 'true') return { value: 'true', number: null };
    if (raw === false || raw === 'false') return { value: 'false', number: null };
    throw invalid(m.notBoolean(rule.name));
  }
  const code = String(raw).trim();
  if (!rule.choices.includes(code)) throw invalid(m.notChoice(rule.name, code));
  return { value: code, number: null };
}

/** The rules of the given attributes, by id. */
export async function attributeRules(sql: Db, ids: number[]): Promise<Map<number, AttributeRule>> {
  const rows = await sql<{ id: number; name: string; kind: AttributeKind; choices: string[] }[]>`
    SELECT a.id, a.name, a.kind,
      ARRAY(SELECT c.code FROM attribute_choices c WHERE c.attribute_id = a.id) AS choices
    FROM attributes a WHERE a.id = ANY(${ids}::int[])`;
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Replaces every value of a product and its variants (PUT /api/admin/products/{id}/attributes):
 * all checked first, so a refusal saves nothing.
 */
export async function replaceProductAttributes(
  sql: Sql,
  productId: number,
  values: { attributeId: number; variantId: number | null; value: string | number | boolean }[],
): Promise<void> {
  await sql.begin(async (tx) => {
    const [product] = await tx<{ id: number }[]>`SELECT id FROM products WHERE id = ${productId} FOR UPDATE`;
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const stored = await checkedValues(tx, productId, values);
    await writeProductAttributes(tx, productId, stored);
  });
}

/** The values checked against their attributes and the product's variants. */
export async function checkedValues(
  sql: Db,
  productId: number,
  values: { attributeId: number; variantId: number | null; value: string | number | boolean }[],
): Promise<StoredValue[]> {
  const rules = await attributeRules(sql, [...new Set(values.map((v) => v.attributeId))]);
  const variants = new Set(
    (await sql<{ id: number }[]>`SELECT id FROM product_variants WHERE product_id = ${productId}`).map((r) => r.id),
  );
  const seen = new Set<string>();
  return values.map((v) => {
    const rule = rules.get(v.attributeId);
    if (!rule) throw invalid(m.unknownAttribute(v.attributeId));
    if (v.variantId !== null && !variants.has(v.variantId)) throw invalid(m.unknownVariant(v.variantId));
    const key = `${v.variantId ?? 0}:${v.attributeId}`;
    if (seen.has(key)) throw invalid(m.twice(rule.name));
    seen.add(key);
    return { attributeId: v.attributeId, variantId: v.variantId, ...storedValue(rule, v.value) };
  });
}

/** Writes a product's whole set of values: unchanged rows stay, others go or come. */
export async function writeProductAttributes(sql: Db, productId: number, stored: StoredValue[]): Promise<void> {
  await writeAttributeSets(sql, new Map([[productId, stored]]));
}

/**
 * Writes the whole sets of values of several products, two statements a thousand products (a
 * file's batch: the value triggers run once per statement, not once per product). Unchanged rows stay.
 */
export async function writeAttributeSets(sql: Db, sets: Map<number, StoredValue[]>): Promise<void> {
  const products = [...sets];
  for (let i = 0; i < products.length; i += 1000) {
    const part = products.slice(i, i + 1000);
    const rows = part.flatMap(([productId, stored]) =>
      stored.map((v) => ({
        product_id: productId,
        variant_id: v.variantId,
        attribute_id: v.attributeId,
        value: v.value,
        number: v.number,
      })),
    );
    // NOT IN over the new rows (none null: the variant as 0) is one hashed lookup per old row.
    await sql`DELETE FROM product_attribute_values o WHERE o.product_id = ANY(${part.map(([id]) => id)}::int[])
      AND (o.product_id, coalesce(o.variant_id, 0), o.attribute_id, o.value) NOT IN (
        SELECT n.product_id, coalesce(n.variant_id, 0), n.attribute_id, n.value
        FROM json_to_recordset(${sql.json(rows as never)}::json) AS n(product_id int, variant_id int, attribute_id int, value text))`;
    if (rows.length)
      await sql`INSERT INTO product_attribute_values ${sql(rows)}
        ON CONFLICT (product_id, coalesce(variant_id, 0), attribute_id) DO NOTHING`;
  }
}
