import type { Tx } from '../connection.ts';
import type { AttributeRule } from '#api/services/catalogue/attributes/attribute-values.ts';
import { insertAttributes, valueRows } from './demo-attributes.ts';
import { demoVariantValues, type DemoValues } from './demo-attribute-values.ts';
import type { Kind } from './large-kinds.ts';

// The large catalogue's technical values (issue 47): the demo's attributes (created when the
// database has none), each product's read from its spec words, each variant's from its option.

const IP_CODES = new Set(['20', '40', '41', '42', '44', '54', '55', '65', '66', '67']);

/** What a generated product's spec words ('C Tipi 3 Kutup', '3 Kutup 36kA', 'IP65 Gri') state. */
export function specValues(kind: Kind, spec: string): DemoValues {
  const out: DemoValues = {};
  const curve = /\b([BCD]) Tipi\b/.exec(spec);
  if (curve && kind.categories.includes('otomatik-sigortalar')) out.curve = curve[1]!.toLowerCase();
  const rcd = /^(AC|A) Tipi$/.exec(spec);
  if (rcd) out.rcd_type = rcd[1]!.toLowerCase();
  const poles = /(\d) Kutup/.exec(spec);
  if (poles) out.poles = Number(poles[1]);
  const capacity = /(\d+)kA/.exec(spec);
  if (capacity && kind.categories.includes('kompakt-salterler')) out.breaking_capacity = Number(capacity[1]);
  const ip = /IP(\d\d)/.exec(spec);
  if (ip && IP_CODES.has(ip[1]!)) out.ip_rating = `ip${ip[1]}`;
  if (/Halojensiz|LSOH|LSZH/.test(spec)) out.halogen_free = true;
  const section = /(\d+(?:,\d+)?) mm²/.exec(spec);
  if (section) out.cross_section = section[1]!;
  const power = /(\d+)W\b/.exec(spec);
  if (power) out.power = Number(power[1]);
  return out;
}

export async function largeSeedRules(tx: Tx): Promise<Map<string, AttributeRule>> {
  const [row] = await tx<{ n: number }[]>`SELECT count(*)::int AS n FROM attributes`;
  if (row!.n === 0) return insertAttributes(tx);
  const rows = await tx<(AttributeRule & { code: string })[]>`
    SELECT a.id, a.code, a.name, a.kind, ARRAY(SELECT c.code FROM attribute_choices c WHERE c.attribute_id = a.id) AS choices
    FROM attributes a`;
  return new Map(rows.map((r) => [r.code, r]));
}

/** Values of one batch of generated products (ids by SKU, variants by their SKU). */
export async function insertLargeValues(
  tx: Tx,
  rules: Map<string, AttributeRule>,
  drafts: { kind: Kind; spec: string; sku: string; variants: { sku: string; attributes: Record<string, string> }[] }[],
  ids: Map<string, number>,
): Promise<void> {
  const variants = await tx<{ id: number; sku: string }[]>`
    SELECT id, sku FROM product_variants WHERE product_id = ANY(${[...ids.values()]}::int[])`;
  const variantId = new Map(variants.map((v) => [v.sku, v.id]));
  const known = (values: DemoValues) => Object.fromEntries(Object.entries(values).filter(([code]) => rules.has(code)));
  const rows = drafts.flatMap((d) => {
    const productId = ids.get(d.sku)!;
    const own = valueRows(rules, productId, null, known(specValues(d.kind, d.spec)));
    const ofVariants = d.variants.flatMap((v) =>
      valueRows(
        rules,
        productId,
        variantId.get(v.sku)!,
        known(demoVariantValues(d.kind.axis, v.attributes[d.kind.axis]!)),
      ),
    );
    return [...own, ...ofVariants];
  });
  for (let i = 0; i < rows.length; i += 5000) {
    await tx`INSERT INTO product_attribute_values ${tx(rows.slice(i, i + 5000))}`;
  }
}
