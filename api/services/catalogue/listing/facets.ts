import type postgres from 'postgres';
import type { Sql } from '#db/connection.ts';
import type { Facet, FacetValue } from '#api/schemas/products.ts';
import type { ProductQuery } from '#api/schemas/product-query.ts';
import type { AttributeKind } from '#api/schemas/attributes.ts';
import { invalid } from '#api/core/errors.ts';
import { valueMatches } from './attribute-filters.ts';
import { whereClause } from './product-filters.ts';

type Fragment = postgres.PendingQuery<postgres.Row[]>;

interface FacetAttribute {
  id: number;
  code: string;
  name: string;
  kind: AttributeKind;
  unit: string | null;
  choices: { code: string; label: string }[] | string;
  /** In a chosen category's set (else only selected). */
  listed: boolean;
}

interface CountRow {
  attribute_id: number | null;
  value: string;
  count: number;
  min: number | null;
  max: number | null;
}

/**
 * The facets of a listing (issue 47): brands and the filterable attributes of the chosen
 * categories (their ancestors' and subcategories' sets too; every category's when none is
 * chosen), each value counted as the products that would match with it added to the other
 * facets' selection: OR within a facet, AND across facets, and a variant meets all attribute
 * filters by itself. Selected values stay listed at zero. An unknown attribute code, or a range
 * on an attribute that is no number, is refused.
 */
export async function listingFacets(sql: Sql, q: ProductQuery): Promise<Facet[]> {
  const attributes = await facetAttributes(sql, q);
  const selected = Object.entries(q.attributes).map(([code, filter], i) => {
    const attribute = attributes.find((a) => a.code === code);
    if (!attribute) throw invalid(`Bilinmeyen özellik: ${code}`);
    if ((filter.min !== undefined || filter.max !== undefined) && attribute.kind !== 'number') {
      throw invalid(`'${attribute.name}' bir sayı değil; en düşük/en yüksek değer verilemez`);
    }
    return { attribute, filter, bit: 1 << i };
  });
  const full = (1 << selected.length) - 1;
  const rows = await countRows(sql, q, attributes, selected, full);
  return [brandFacet(q, rows), ...attributes.flatMap((a) => attributeFacet(a, q, rows))].filter(
    (f): f is Facet => f !== null,
  );
}

async function facetAttributes(sql: Sql, q: ProductQuery): Promise<FacetAttribute[]> {
  return sql<FacetAttribute[]>`
    WITH RECURSIVE up AS (
      SELECT id, parent_id FROM categories WHERE id = ANY(${q.categoryIds}::int[])
      UNION SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id
    ), down AS (
      SELECT id FROM categories WHERE id = ANY(${q.categoryIds}::int[])
      UNION SELECT c.id FROM categories c JOIN down ON c.parent_id = down.id
    ), listed AS (
      SELECT ca.attribute_id, min(ca.position) AS position FROM category_attributes ca
      WHERE ca.filterable AND (${q.categoryIds.length === 0}
        OR ca.category_id IN (SELECT id FROM up UNION SELECT id FROM down))
      GROUP BY ca.attribute_id
    )
    SELECT a.id, a.code, a.name, a.kind, a.unit, l.attribute_id IS NOT NULL AS listed,
      coalesce((SELECT json_agg(json_build_object('code', c.code, 'label', c.label) ORDER BY c.position, c.code)
        FROM attribute_choices c WHERE c.attribute_id = a.id), '[]') AS choices
    FROM attributes a LEFT JOIN listed l ON l.attribute_id = a.id
    WHERE l.attribute_id IS NOT NULL OR a.code = ANY(${Object.keys(q.attributes)}::text[])
    ORDER BY l.position NULLS LAST, a.id`;
}

/**
 * One statement: the products the other filters keep (`base`), their units' values of the facet
 * attributes, each unit's bit mask of the attribute filters it meets; a value counts the
 * products with a unit holding it that meets every other filter, a brand those with a unit
 * meeting all of them.
 */
function countRows(
  sql: Sql,
  q: ProductQuery,
  attributes: FacetAttribute[],
  selected: { attribute: FacetAttribute; filter: ProductQuery['attributes'][string]; bit: number }[],
  full: number,
) {
  const join = (parts: Fragment[]) => parts.reduce((all, next) => sql`${all} ${next}`, sql``);
  const mask = selected.length
    ? sql`CASE ${join(selected.map((s) => sql`WHEN u.attribute_id = ${s.attribute.id} AND ${valueMatches(sql, s.filter)} THEN ${s.bit}::int`))} ELSE 0 END`
    : sql`0`;
  const own = selected.length
    ? sql`CASE u.attribute_id ${join(selected.map((s) => sql`WHEN ${s.attribute.id} THEN ${s.bit}::int`))} ELSE 0 END`
    : sql`0`;
  const brandOk = q.brands.length ? sql`b.brand = ANY(${q.brands}::text[])` : sql`true`;
  const base = whereClause(sql, { ...q, brands: [], attributes: {} });
  const ids = attributes.map((a) => a.id);
  // Without attribute filters every unit meets them all: a value counts the products holding
  // it, a brand its products, and no unit needs a mask. Grouping by product first hashes where
  // count(DISTINCT) would sort every unit (a quarter faster on the default listing).
  if (full === 0) {
    return sql<CountRow[]>`
      WITH base AS MATERIALIZED (SELECT p.id, p.brand FROM products p WHERE ${base}),
      held AS (
        SELECT u.attribute_id, u.value, min(u.number) AS min, max(u.number) AS max
        FROM product_attribute_units u JOIN base b ON b.id = u.product_id
        WHERE u.attribute_id = ANY(${ids}::int[]) AND ${brandOk}
        GROUP BY u.attribute_id, u.value, u.product_id)
      SELECT attribute_id, value, count(*)::int AS count, min(min)::float8 AS min, max(max)::float8 AS max
      FROM held GROUP BY attribute_id, value
      UNION ALL
      SELECT NULL, b.brand, count(*)::int, NULL, NULL FROM base b WHERE b.brand IS NOT NULL GROUP BY b.brand`;
  }
  return sql<CountRow[]>`
    WITH base AS MATERIALIZED (SELECT p.id, p.brand FROM products p WHERE ${base}),
    units AS MATERIALIZED (
      SELECT u.product_id, u.unit_id, u.attribute_id, u.value, u.number
      FROM product_attribute_units u JOIN base b ON b.id = u.product_id
      WHERE u.attribute_id = ANY(${ids}::int[])),
    masks AS MATERIALIZED (SELECT u.product_id, u.unit_id, bit_or(${mask}) AS mask FROM units u GROUP BY 1, 2)
    SELECT u.attribute_id, u.value, count(DISTINCT u.product_id)::int AS count,
      min(u.number)::float8 AS min, max(u.number)::float8 AS max
    FROM units u JOIN masks m ON m.product_id = u.product_id AND m.unit_id = u.unit_id
    JOIN base b ON b.id = u.product_id
    WHERE ${brandOk} AND (m.mask | ${own}) = ${full}
    GROUP BY u.attribute_id, u.value
    UNION ALL
    SELECT NULL, b.brand, count(*)::int, NULL, NULL FROM base b
    WHERE b.brand IS NOT NULL AND b.id IN (SELECT product_id FROM masks WHERE mask = ${full})
    GROUP BY b.brand`;
}

function withSelected(
  values: FacetValue[],
  selected: string[] | undefined,
  label: (v: string) => string,
): FacetValue[] {
  const missing = (selected ?? []).filter((v) => !values.some((f) => f.value === v));
  return [...values, ...missing.map((value) => ({ value, label: label(value), count: 0 }))];
}

function brandFacet(q: ProductQuery, rows: CountRow[]): Facet | null {
  const counted = rows
    .filter((r) => r.attribute_id === null)
    .map((r) => ({ value: r.value, label: r.value, count: r.count }));
  const values = withSelected(counted, q.brands, (v) => v).sort((a, b) => a.label.localeCompare(b.label, 'tr'));
  return values.length ? { code: 'brand', name: 'Marka', kind: 'brand', unit: null, values } : null;
}

function attributeFacet(a: FacetAttribute, q: ProductQuery, rows: CountRow[]): Facet | null {
  const own = rows.filter((r) => r.attribute_id === a.id);
  const filter = q.attributes[a.code];
  if (a.kind === 'number') {
    const numbers = own.flatMap((r) => [r.min, r.max]).filter((n): n is number => n !== null);
    if (!numbers.length && !filter) return null;
    return {
      code: a.code,
      name: a.name,
      kind: 'number',
      unit: a.unit,
      min: numbers.length ? Math.min(...numbers) : null,
      max: numbers.length ? Math.max(...numbers) : null,
    };
  }
  const choices: { code: string; label: string }[] =
    a.kind === 'boolean'
      ? [
          { code: 'true', label: 'Evet' },
          { code: 'false', label: 'Hayır' },
        ]
      : typeof a.choices === 'string'
        ? JSON.parse(a.choices)
        : a.choices;
  const chosen = filter?.values ?? [];
  const values = choices
    .map((c) => ({ value: c.code, label: c.label, count: own.find((r) => r.value === c.code)?.count ?? 0 }))
    .filter((v) => v.count > 0 || chosen.includes(v.value));
  const all = withSelected(values, chosen, (v) => v);
  if (!all.length && !a.listed) return null;
  return all.length ? { code: a.code, name: a.name, kind: a.kind, unit: a.unit, values: all } : null;
}
