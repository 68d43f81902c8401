import type { Tx } from '../connection.ts';
import { storedValue, type AttributeRule } from '#api/services/catalogue/attributes/attribute-values.ts';
import { DEMO_ATTRIBUTES, DEMO_CATEGORY_ATTRIBUTES, type AttributeSeed } from './demo-attribute-definitions.ts';
import { DEMO_PRODUCT_VALUES, demoVariantValues, type DemoValues } from './demo-attribute-values.ts';
import type { ProductSeed } from './demo-types.ts';

// The inserts fire product_attribute_values_* and the catalogue_version_* triggers (migration 0250).

/** Writes attribute definitions (the given ones, the demo's by default); their ids by code. */
export async function insertAttributes(
  tx: Tx,
  seeds: AttributeSeed[] = DEMO_ATTRIBUTES,
): Promise<Map<string, AttributeRule>> {
  const rows = await tx<{ id: number; code: string }[]>`
    INSERT INTO attributes ${tx(
      seeds.map((a) => ({
        code: a.code,
        name: a.name,
        kind: a.kind,
        unit: a.unit ?? null,
        unit_code: a.unitCode ?? null,
      })),
    )} RETURNING id, code`;
  const idOf = new Map(rows.map((r) => [r.code, r.id]));
  const choices = seeds.flatMap((a) => {
    const attribute_id = idOf.get(a.code)!;
    return Object.entries(a.choices ?? {}).map(([code, label], position) => ({ attribute_id, code, label, position }));
  });
  if (choices.length) await tx`INSERT INTO attribute_choices ${tx(choices)}`;
  return new Map(
    seeds.map((a) => [
      a.code,
      { id: idOf.get(a.code)!, name: a.name, kind: a.kind, choices: Object.keys(a.choices ?? {}) },
    ]),
  );
}

/** The demo's attributes, its categories' sets and every demo product's and variant's values. */
export async function insertDemoAttributes(
  tx: Tx,
  products: ProductSeed[],
  productIds: Map<string, number>,
): Promise<void> {
  const rules = await insertAttributes(tx);
  const categories = await tx<{ id: number; slug: string }[]>`SELECT id, slug FROM categories`;
  const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
  await tx`INSERT INTO category_attributes ${tx(
    Object.entries(DEMO_CATEGORY_ATTRIBUTES).flatMap(([slug, codes]) =>
      codes.map((code, position) => ({
        category_id: categoryId.get(slug)!,
        attribute_id: rules.get(code)!.id,
        filterable: true,
        position,
      })),
    ),
  )}`;
  const variants = await tx<{ id: number; sku: string }[]>`
    SELECT id, sku FROM product_variants WHERE product_id = ANY(${[...productIds.values()]}::int[])`;
  const variantId = new Map(variants.map((v) => [v.sku, v.id]));
  const rows = products.flatMap((p) => {
    const own = valueRows(rules, productIds.get(p.sku)!, null, DEMO_PRODUCT_VALUES[p.sku] ?? {});
    const ofVariants = (p.variants ?? []).flatMap((v) => {
      const [option, label] = Object.entries(v.attributes)[0] ?? ['', ''];
      return valueRows(rules, productIds.get(p.sku)!, variantId.get(v.sku)!, demoVariantValues(option, label));
    });
    return [...own, ...ofVariants];
  });
  for (let i = 0; i < rows.length; i += 5000) {
    await tx`INSERT INTO product_attribute_values ${tx(rows.slice(i, i + 5000))}`;
  }
}

/** Rows of product_attribute_values, each value checked by the rule the admin's values are checked by. */
export function valueRows(
  rules: Map<string, AttributeRule>,
  productId: number,
  variantId: number | null,
  values: DemoValues,
) {
  return Object.entries(values).map(([code, raw]) => {
    const rule = rules.get(code);
    if (!rule) throw new Error(`Unknown demo attribute ${code}`);
    const { value, number } = storedValue(rule, typeof raw === 'number' ? String(raw) : raw);
    return { product_id: productId, variant_id: variantId, attribute_id: rule.id, value, number };
  });
}
