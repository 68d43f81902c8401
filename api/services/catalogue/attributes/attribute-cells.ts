import type { Db } from '#db/connection.ts';
import { invalid } from '#api/core/errors.ts';
import { listAttributes } from './attributes-admin.ts';
import { storedValue, writeAttributeSets, type AttributeRule, type StoredValue } from './attribute-values.ts';

// Values that arrive from files (the product spreadsheet's 'özellik:<code>' columns, a BMEcat
// catalogue's features): read from text by each attribute's rule, then set beside the values a
// product already has. The whole sets are written by writeAttributeSets, the one writer of
// product_attribute_values behind the admin's PUT too, so the admin and the files keep one rule.

export interface AttributeDefinitionRow extends AttributeRule {
  code: string;
  unit: string | null;
  unitCode: string | null;
  etimCode: string | null;
  /** code → label, in the attribute's order. */
  labels: Map<string, string>;
  /** ETIM value code (EV…) → choice code. */
  etimChoices: Map<string, string>;
}

/** Every attribute with its choices, by id (the files' columns and features are few; the list is small). */
export async function attributeDefinitions(sql: Db): Promise<AttributeDefinitionRow[]> {
  const attributes = await listAttributes(sql);
  return attributes
    .sort((a, b) => a.id - b.id)
    .map(({ values, ...attribute }) => ({
      ...attribute,
      choices: values.map((c) => c.code),
      labels: new Map(values.map((c) => [c.code, c.label])),
      etimChoices: new Map(values.flatMap((c) => (c.etimCode ? [[c.etimCode, c.code]] : []))),
    }));
}

const YES = new Set(['evet', 'true', '1', 'e', 'yes', 'var']);
const NO = new Set(['hayır', 'hayir', 'false', '0', 'h', 'no', 'yok']);

/**
 * A file's text for an attribute, as stored: a number with a decimal comma or point, a choice by
 * its code (or its label, or its ETIM value code), a boolean as evet/hayır or true/false. A value
 * that fits none throws the attribute's Turkish refusal.
 */
export function valueFromText(def: AttributeDefinitionRow, text: string): { value: string; number: string | null } {
  const t = text.trim();
  if (def.kind === 'boolean') {
    const lower = t.toLocaleLowerCase('tr-TR');
    if (YES.has(lower)) return storedValue(def, true);
    if (NO.has(lower)) return storedValue(def, false);
    throw invalid(`'${def.name}' için değer evet veya hayır (true/false) olmalıdır`);
  }
  if (def.kind === 'choice') {
    const lower = t.toLocaleLowerCase('tr-TR');
    const byLabel = [...def.labels].find(([, label]) => label.toLocaleLowerCase('tr-TR') === lower)?.[0];
    return storedValue(def, def.etimChoices.get(t.toUpperCase()) ?? (def.choices.includes(t) ? t : (byLabel ?? t)));
  }
  return storedValue(def, t);
}

/** A value a file sets (`stored`) or removes (null) on a product or one of its variants. */
export interface ValueChange {
  productId: number;
  variantId: number | null;
  attributeId: number;
  stored: { value: string; number: string | null } | null;
}

/**
 * Applies the changes beside each product's other values and writes the products whose set
 * changed (with `write: false` only says which would). The caller checked the values; the
 * variants are the products' own (the caller's plan). Answers the ids of the products changed.
 */
export async function applyValueChanges(
  tx: Db,
  changes: ValueChange[],
  { write = true }: { write?: boolean } = {},
): Promise<Set<number>> {
  const changed = new Set<number>();
  const productIds = [...new Set(changes.map((c) => c.productId))];
  if (!productIds.length) return changed;
  const current = await tx<
    { product_id: number; variant_id: number | null; attribute_id: number; value: string; number: string | null }[]
  >`
    SELECT product_id, variant_id, attribute_id, value, number::text FROM product_attribute_values
    WHERE product_id = ANY(${productIds}::int[])`;
  const sets = new Map<number, Map<string, StoredValue>>(productIds.map((id) => [id, new Map()]));
  const key = (variantId: number | null, attributeId: number) => `${variantId ?? 0}:${attributeId}`;
  for (const r of current) {
    sets.get(r.product_id)!.set(key(r.variant_id, r.attribute_id), {
      attributeId: r.attribute_id,
      variantId: r.variant_id,
      value: r.value,
      number: r.number === null ? null : trimNumber(r.number),
    });
  }
  const before = new Map([...sets].map(([id, set]) => [id, signature(set)]));
  for (const c of changes) {
    const set = sets.get(c.productId)!;
    if (c.stored === null) set.delete(key(c.variantId, c.attributeId));
    else set.set(key(c.variantId, c.attributeId), { attributeId: c.attributeId, variantId: c.variantId, ...c.stored });
  }
  const writes = new Map<number, StoredValue[]>();
  for (const [productId, set] of sets) {
    if (signature(set) === before.get(productId)) continue;
    changed.add(productId);
    writes.set(productId, [...set.values()]);
  }
  if (write) await writeAttributeSets(tx, writes);
  return changed;
}

const trimNumber = (n: string) => (n.includes('.') ? n.replace(/\.?0+$/, '') : n);
const signature = (set: Map<string, StoredValue>) =>
  JSON.stringify([...set].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, v.value]));
